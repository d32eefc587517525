/**
 * @generated SignedSource<<372dcaa69d10a098e599d76677c8c320>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnswerFormat = "CHOICE" | "INTEGER" | "TEXT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RandomQuestion_question$data = {
  readonly answerFormat: AnswerFormat;
  readonly competition: {
    readonly title: string;
  } | null | undefined;
  readonly problemNumber: number;
  readonly questionId: number;
  readonly reviewChoices: ReadonlyArray<string> | null | undefined;
  readonly topicLabel: string | null | undefined;
  readonly viewerState: {
    readonly attemptsLeft: number;
    readonly reviewRound: {
      readonly attemptsLeft: number;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question" | "SolutionView_question" | "StaffLinks_question">;
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
      "name": "answerFormat",
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
          "name": "title",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewChoices",
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
})();

(node as any).hash = "1ae2d30c110bdcfda74cf1017d234c97";

export default node;
