/**
 * @generated SignedSource<<53db7aaa5e93468021a27e7dfa1c7527>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnswerFormat = "CHOICE" | "INTEGER" | "TEXT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewTab_question$data = {
  readonly answerFormat: AnswerFormat;
  readonly competition: {
    readonly title: string;
  } | null | undefined;
  readonly problemNumber: number;
  readonly questionId: number;
  readonly reveal: {
    readonly __typename: "QuestionReveal";
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question" | "StaffLinks_question">;
  readonly " $fragmentType": "ReviewTab_question";
};
export type ReviewTab_question$key = {
  readonly " $data"?: ReviewTab_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewTab_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewTab_question",
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
      "name": "problemNumber",
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
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionReveal",
      "kind": "LinkedField",
      "name": "reveal",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
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
      "name": "StaffLinks_question"
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "28fb31210ef8473fee32913e33c4c064";

export default node;
