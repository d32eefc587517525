/**
 * @generated SignedSource<<b8f83a8e2d09a9c1d47ceb7e8469d606>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrintoutList_user$data = {
  readonly id: string;
  readonly printout: ReadonlyArray<{
    readonly competition: {
      readonly name: string;
      readonly year: number;
    } | null | undefined;
    readonly id: string;
    readonly problemNumber: number;
    readonly questionId: number;
    readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question">;
  }>;
  readonly " $fragmentType": "PrintoutList_user";
};
export type PrintoutList_user$key = {
  readonly " $data"?: PrintoutList_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrintoutList_user">;
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
  "name": "PrintoutList_user",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Question",
      "kind": "LinkedField",
      "name": "printout",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "problemNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Competition",
          "kind": "LinkedField",
          "name": "competition",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
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
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "QuestionStatement_question"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "5548d717274473a94bdefc7fe2b0ba37";

export default node;
