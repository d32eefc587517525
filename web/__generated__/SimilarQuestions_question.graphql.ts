/**
 * @generated SignedSource<<729a9515bcf118459be9f4b8168788b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SimilarQuestions_question$data = {
  readonly questionId: number;
  readonly similarQuestions: ReadonlyArray<{
    readonly competitionName: string | null | undefined;
    readonly competitionYear: number | null | undefined;
    readonly locked: boolean;
    readonly problemNumber: number;
    readonly questionId: number | null | undefined;
    readonly title: string;
  }>;
  readonly similarQuestionsLocked: boolean;
  readonly " $fragmentType": "SimilarQuestions_question";
};
export type SimilarQuestions_question$key = {
  readonly " $data"?: SimilarQuestions_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarQuestions_question">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SimilarQuestions_question",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "similarQuestionsLocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SimilarQuestion",
      "kind": "LinkedField",
      "name": "similarQuestions",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "competitionName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "competitionYear",
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locked",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Question",
  "abstractKey": null
};
})();

(node as any).hash = "67ac2df129bf1d39822e1a8d6cae5d26";

export default node;
