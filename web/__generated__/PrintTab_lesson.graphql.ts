/**
 * @generated SignedSource<<91fe8aa4eb86801b3ef51c8eab414a59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrintTab_lesson$data = {
  readonly name: string;
  readonly sections: ReadonlyArray<{
    readonly practiceQuestions: ReadonlyArray<{
      readonly competition: {
        readonly name: string;
        readonly year: number;
      } | null | undefined;
      readonly id: string;
      readonly problemNumber: number;
      readonly questionId: number;
      readonly setName: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question">;
    }>;
  }>;
  readonly " $fragmentType": "PrintTab_lesson";
};
export type PrintTab_lesson$key = {
  readonly " $data"?: PrintTab_lesson$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrintTab_lesson">;
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
  "name": "PrintTab_lesson",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Section",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Question",
          "kind": "LinkedField",
          "name": "practiceQuestions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
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
              "kind": "ScalarField",
              "name": "setName",
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
                (v0/*:: as any*/),
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
      "storageKey": null
    }
  ],
  "type": "Lesson",
  "abstractKey": null
};
})();

(node as any).hash = "fe801abb048dd59079faf9e53a3921bf";

export default node;
