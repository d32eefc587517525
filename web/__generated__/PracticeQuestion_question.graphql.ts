/**
 * @generated SignedSource<<a954673c0aabb97e9b530d35fb97b535>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnswerFormat = "CHOICE" | "INTEGER" | "TEXT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PracticeQuestion_question$data = {
  readonly answerFormat: AnswerFormat;
  readonly contestInProgressNote: string | null | undefined;
  readonly questionId: number;
  readonly reveal: {
    readonly answer: string;
  } | null | undefined;
  readonly viewerState: {
    readonly attemptsLeft: number;
    readonly locked: boolean;
    readonly solved: boolean;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question" | "SolutionView_question" | "StaffLinks_question">;
  readonly " $fragmentType": "PracticeQuestion_question";
};
export type PracticeQuestion_question$key = {
  readonly " $data"?: PracticeQuestion_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"PracticeQuestion_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PracticeQuestion_question",
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
      "name": "answerFormat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionViewerState",
      "kind": "LinkedField",
      "name": "viewerState",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attemptsLeft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "solved",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contestInProgressNote",
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

(node as any).hash = "752c1811c75f1c094af913a10808fc9a";

export default node;
