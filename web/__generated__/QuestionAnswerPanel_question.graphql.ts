/**
 * @generated SignedSource<<411fbd8ab19c75edd1747f0951648af2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnswerFormat = "CHOICE" | "INTEGER" | "TEXT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QuestionAnswerPanel_question$data = {
  readonly answerFormat: AnswerFormat;
  readonly competition: {
    readonly name: string;
    readonly year: number;
  } | null | undefined;
  readonly contestInProgressNote: string | null | undefined;
  readonly isMultipleChoice: boolean;
  readonly questionId: number;
  readonly relatedSections: ReadonlyArray<{
    readonly section: {
      readonly lesson: {
        readonly lessonId: number;
        readonly name: string;
      };
      readonly sectionId: number;
    };
  }>;
  readonly reveal: {
    readonly answer: string;
  } | null | undefined;
  readonly viewerState: {
    readonly attemptsAllowed: number;
    readonly attemptsLeft: number;
    readonly attemptsUsed: number;
    readonly locked: boolean;
    readonly lockedMessage: string | null | undefined;
    readonly solved: boolean;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SolutionView_question">;
  readonly " $fragmentType": "QuestionAnswerPanel_question";
};
export type QuestionAnswerPanel_question$key = {
  readonly " $data"?: QuestionAnswerPanel_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionAnswerPanel_question">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionAnswerPanel_question",
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
          "name": "attemptsAllowed",
          "storageKey": null
        },
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
          "name": "attemptsUsed",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lockedMessage",
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
      "concreteType": "SectionPlacement",
      "kind": "LinkedField",
      "name": "relatedSections",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Section",
          "kind": "LinkedField",
          "name": "section",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "sectionId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Lesson",
              "kind": "LinkedField",
              "name": "lesson",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lessonId",
                  "storageKey": null
                },
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
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
      "name": "contestInProgressNote",
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
        (v0/*:: as any*/),
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "SolutionView_question"
    }
  ],
  "type": "Question",
  "abstractKey": null
};
})();

(node as any).hash = "1f2225d9b9c275b6e5b7baa39cf3728a";

export default node;
