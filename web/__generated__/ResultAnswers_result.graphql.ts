/**
 * @generated SignedSource<<d679a5343d8243c4bcfc8f5530a540ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultAnswers_result$data = {
  readonly answerKeyShown: boolean;
  readonly answers: ReadonlyArray<{
    readonly blank: boolean;
    readonly correct: boolean;
    readonly correctAnswer: string | null | undefined;
    readonly given: string;
    readonly questionId: number;
  }>;
  readonly " $fragmentType": "ResultAnswers_result";
};
export type ResultAnswers_result$key = {
  readonly " $data"?: ResultAnswers_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultAnswers_result">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultAnswers_result",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answerKeyShown",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContestAnswer",
      "kind": "LinkedField",
      "name": "answers",
      "plural": true,
      "selections": [
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
          "name": "given",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correct",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "blank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "correctAnswer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContestResult",
  "abstractKey": null
};

(node as any).hash = "60c8f969596b55897e3902675fc31ee9";

export default node;
