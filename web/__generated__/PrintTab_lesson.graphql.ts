/**
 * @generated SignedSource<<f925abaf7c0f420ad08c7c4f73a4aa13>>
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
        readonly title: string;
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

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrintTab_lesson",
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
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "year",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
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

(node as any).hash = "35aa3a0a4442bf2dc6f997694abd590a";

export default node;
