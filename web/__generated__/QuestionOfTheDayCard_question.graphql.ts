/**
 * @generated SignedSource<<106893b6fd2640f5a4fd464ad0139e06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionOfTheDayCard_question$data = {
  readonly choices: ReadonlyArray<string>;
  readonly competition: {
    readonly name: string;
    readonly year: number;
  } | null | undefined;
  readonly isSample: boolean;
  readonly problemHtml: string;
  readonly problemNumber: number;
  readonly questionId: number;
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
      "name": "problemHtml",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "choices",
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

(node as any).hash = "467bac11d2e5edca09ef3d93b8a2b9cc";

export default node;
