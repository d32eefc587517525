/**
 * @generated SignedSource<<b8a1137c473d264a75407e9ffcc44f90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PracticeQuestion_question$data = {
  readonly isMultipleChoice: boolean;
  readonly questionId: number;
  readonly reveal: {
    readonly answer: string;
  } | null | undefined;
  readonly viewerState: {
    readonly attemptsLeft: number;
    readonly locked: boolean;
    readonly solved: boolean;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question" | "SolutionView_question">;
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
      "name": "isMultipleChoice",
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

(node as any).hash = "2da215a7b5da4402cf2f3fb9bba0ae8a";

export default node;
