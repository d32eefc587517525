/**
 * @generated SignedSource<<b4d17de45c465069299a05ca504d5a35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionDetail_question$data = {
  readonly competition: {
    readonly name: string;
    readonly title: string;
    readonly year: number;
  } | null | undefined;
  readonly isSample: boolean;
  readonly problemNumber: number;
  readonly questionId: number;
  readonly solved: boolean;
  readonly topicLabel: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionAnswerPanel_question" | "QuestionStatement_question" | "QuestionStats_question" | "RelatedSections_question" | "SimilarQuestions_question" | "StaffLinks_question">;
  readonly " $fragmentType": "QuestionDetail_question";
};
export type QuestionDetail_question$key = {
  readonly " $data"?: QuestionDetail_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionDetail_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionDetail_question",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "solved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topicLabel",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "QuestionAnswerPanel_question"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "QuestionStats_question"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RelatedSections_question"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SimilarQuestions_question"
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

(node as any).hash = "9ae1eb2892790afd03722efe5047c2c2";

export default node;
