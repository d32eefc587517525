/**
 * @generated SignedSource<<6722dcd0f3baa34f9809ea0694a8dfb4>>
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
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question">;
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
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "969addb41ce68ae6a094778a920dabb5";

export default node;
