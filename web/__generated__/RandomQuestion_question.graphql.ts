/**
 * @generated SignedSource<<5b4e6dec7b8e7a496b66f153358c95ac>>
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
  readonly viewerState: {
    readonly attemptsLeft: number;
    readonly reviewRound: {
      readonly attemptsLeft: number;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question" | "SolutionView_question">;
  readonly " $fragmentType": "RandomQuestion_question";
};
export type RandomQuestion_question$key = {
  readonly " $data"?: RandomQuestion_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"RandomQuestion_question">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attemptsLeft",
  "storageKey": null
};
return {
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
      "alias": null,
      "args": null,
      "concreteType": "QuestionViewerState",
      "kind": "LinkedField",
      "name": "viewerState",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ReviewRoundState",
          "kind": "LinkedField",
          "name": "reviewRound",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
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
})();

(node as any).hash = "c3c8cb45caf6a8470b0ad27ec3d2fc64";

export default node;
