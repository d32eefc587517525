/**
 * @generated SignedSource<<aab8688c1b01f928ac5ecae8ad8fa1d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionOfTheDayCard_question$data = {
  readonly competition: {
    readonly title: string;
  } | null | undefined;
  readonly isSample: boolean;
  readonly problemNumber: number;
  readonly questionId: number;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question" | "StaffLinks_question">;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "StaffLinks_question"
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
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "6072092d75de2571fa990912c6396710";

export default node;
