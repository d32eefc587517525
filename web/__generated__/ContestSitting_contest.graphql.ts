/**
 * @generated SignedSource<<1c3bff9099969b1cf840afaf2f8301aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnswerFormat = "CHOICE" | "INTEGER" | "TEXT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContestSitting_contest$data = {
  readonly competition: {
    readonly durationMinutes: number;
    readonly isSample: boolean;
    readonly name: string;
    readonly title: string;
    readonly year: number;
  };
  readonly isAllowedToSubmit: boolean;
  readonly questions: ReadonlyArray<{
    readonly answerFormat: AnswerFormat;
    readonly id: string;
    readonly isMultipleChoice: boolean;
    readonly questionId: number;
    readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question">;
  }>;
  readonly ratingOutlook: string;
  readonly resumed: boolean;
  readonly secondsLeft: number;
  readonly startToken: string;
  readonly " $fragmentSpreads": FragmentRefs<"ContestRules_contest">;
  readonly " $fragmentType": "ContestSitting_contest";
};
export type ContestSitting_contest$key = {
  readonly " $data"?: ContestSitting_contest$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContestSitting_contest">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContestSitting_contest",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startToken",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resumed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondsLeft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAllowedToSubmit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ratingOutlook",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContestRules_contest"
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "durationMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isSample",
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
      "name": "questions",
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
          "name": "isMultipleChoice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answerFormat",
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
  "type": "Contest",
  "abstractKey": null
};

(node as any).hash = "b9ff929279f9dc3a16125e51e4dd4dad";

export default node;
