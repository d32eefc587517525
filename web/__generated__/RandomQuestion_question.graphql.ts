/**
 * @generated SignedSource<<d55bce37942e9c3f237e895ed9ec4985>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RandomQuestion_question$data = {
  readonly competition: {
    readonly name: string;
    readonly year: number;
  } | null | undefined;
  readonly isMultipleChoice: boolean;
  readonly problemNumber: number;
  readonly questionId: number;
  readonly topic: Topic | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question" | "SolutionView_question">;
  readonly " $fragmentType": "RandomQuestion_question";
};
export type RandomQuestion_question$key = {
  readonly " $data"?: RandomQuestion_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"RandomQuestion_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RandomQuestion_question",
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
      "name": "isMultipleChoice",
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
      "name": "topic",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SolutionView_question"
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "d88befaf10a554254b06b436d13b16fa";

export default node;
