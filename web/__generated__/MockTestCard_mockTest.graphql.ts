/**
 * @generated SignedSource<<99c0196b916e8fcd99c0e635c80fa330>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MockTestCard_mockTest$data = {
  readonly familyLabel: string;
  readonly label: string;
  readonly name: string;
  readonly testTakers: number;
  readonly topTakers: ReadonlyArray<{
    readonly name: string;
    readonly score: number;
    readonly year: number;
  }>;
  readonly years: ReadonlyArray<number>;
  readonly " $fragmentType": "MockTestCard_mockTest";
};
export type MockTestCard_mockTest$key = {
  readonly " $data"?: MockTestCard_mockTest$data;
  readonly " $fragmentSpreads": FragmentRefs<"MockTestCard_mockTest">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MockTestCard_mockTest",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "familyLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "years",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "testTakers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TopTaker",
      "kind": "LinkedField",
      "name": "topTakers",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "score",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MockTest",
  "abstractKey": null
};
})();

(node as any).hash = "363ba3bab075718aedf5cb1f2448858d";

export default node;
