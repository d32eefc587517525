/**
 * @generated SignedSource<<fdaf3afbcfc012510deb9b13a7fa9b3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PracticeTab_section$data = {
  readonly exampleQuestions: ReadonlyArray<{
    readonly id: string;
    readonly questionId: number;
  }>;
  readonly practiceQuestions: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PracticeQuestion_question">;
  }>;
  readonly sectionId: number;
  readonly " $fragmentType": "PracticeTab_section";
};
export type PracticeTab_section$key = {
  readonly " $data"?: PracticeTab_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"PracticeTab_section">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PracticeTab_section",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sectionId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Question",
      "kind": "LinkedField",
      "name": "exampleQuestions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionId",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Question",
      "kind": "LinkedField",
      "name": "practiceQuestions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PracticeQuestion_question"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Section",
  "abstractKey": null
};
})();

(node as any).hash = "d9bc4e9bccc7718610b7ce12b31d48ad";

export default node;
