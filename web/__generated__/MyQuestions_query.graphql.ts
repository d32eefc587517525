/**
 * @generated SignedSource<<5f15d75d176bc780ed6358825004c84d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type QuestionStatus = "DELETED" | "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyQuestions_query$data = {
  readonly mySubmittedQuestionsConnection: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly competitionTitle: string | null | undefined;
        readonly problemNumber: number;
        readonly questionId: number;
        readonly reviewNote: string | null | undefined;
        readonly status: QuestionStatus;
        readonly text: string | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "MyQuestions_query";
};
export type MyQuestions_query$key = {
  readonly " $data"?: MyQuestions_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyQuestions_query">;
};

import MyQuestionsPaginationQuery_graphql from './MyQuestionsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "mySubmittedQuestionsConnection"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": MyQuestionsPaginationQuery_graphql
    }
  },
  "name": "MyQuestions_query",
  "selections": [
    {
      "alias": "mySubmittedQuestionsConnection",
      "args": null,
      "concreteType": "QueryMySubmittedQuestionsConnection",
      "kind": "LinkedField",
      "name": "__MyQuestions_mySubmittedQuestionsConnection_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryMySubmittedQuestionsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "QuestionDraft",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "text",
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
                  "name": "competitionTitle",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reviewNote",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "2d8333466c49967f3090a5117912ea51";

export default node;
