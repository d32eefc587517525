/**
 * @generated SignedSource<<775839bc05af6734eecb9e941b52db2e>>
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
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
          "name": "locked",
          "storageKey": null
        }
      ],
      "storageKey": "similarQuestions(first:5)"
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "2e6b53e1f18b87d3f19000482fbc1e39";

export default node;
