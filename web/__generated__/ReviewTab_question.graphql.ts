/**
 * @generated SignedSource<<bcabe345d1cee195d75ab6eadd753e81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewTab_question$data = {
  readonly competition: {
    readonly name: string;
    readonly year: number;
  } | null | undefined;
  readonly isMultipleChoice: boolean;
  readonly problemNumber: number;
  readonly questionId: number;
  readonly reveal: {
    readonly answer: string;
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
      "name": "isMultipleChoice",
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
          "name": "answer",
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

(node as any).hash = "26fda7312b36bcdfb4ed601311c30694";

export default node;
