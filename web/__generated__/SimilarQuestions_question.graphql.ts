/**
 * @generated SignedSource<<16fb0cad76456ec8538f1e42e500debe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SimilarQuestions_question$data = {
  readonly similarQuestions: ReadonlyArray<{
    readonly competitionName: string | null | undefined;
    readonly competitionYear: number | null | undefined;
    readonly locked: boolean;
    readonly problemNumber: number;
    readonly questionId: number | null | undefined;
    readonly title: string;
  }>;
  readonly " $fragmentType": "SimilarQuestions_question";
};
export type SimilarQuestions_question$key = {
  readonly " $data"?: SimilarQuestions_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"SimilarQuestions_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SimilarQuestions_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SimilarQuestion",
      "kind": "LinkedField",
      "name": "similarQuestions",
      "plural": true,
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

(node as any).hash = "e601d64f9ab674a067aba773b66ff0df";

export default node;
