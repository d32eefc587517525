/**
 * @generated SignedSource<<1e868983351ad23ec485bb81cb6d7eac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionOfTheDayCard_question$data = {
  readonly competition: {
    readonly name: string;
    readonly year: number;
  } | null | undefined;
  readonly isSample: boolean;
  readonly problemNumber: number;
  readonly questionId: number;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question">;
  readonly " $fragmentType": "QuestionOfTheDayCard_question";
};
export type QuestionOfTheDayCard_question$key = {
  readonly " $data"?: QuestionOfTheDayCard_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionOfTheDayCard_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionOfTheDayCard_question",
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
      "name": "isSample",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "QuestionStatement_question"
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
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "8b8192f17c7b1d4a2b70f7962fe7d4ba";

export default node;
