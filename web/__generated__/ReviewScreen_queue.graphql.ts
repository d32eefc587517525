/**
 * @generated SignedSource<<f7e1aa98209cefff23f24f669415e688>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReviewScreen_queue$data = {
  readonly reviewQueueConnection: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly answer: string;
        readonly authorName: string | null | undefined;
        readonly choices: ReadonlyArray<string>;
        readonly competitionTitle: string | null | undefined;
        readonly createdAt: any;
        readonly isMultipleChoice: boolean;
        readonly problemHtml: string | null | undefined;
        readonly problemNumber: number;
        readonly questionId: number;
        readonly solutionHtml: string | null | undefined;
        readonly text: string | null | undefined;
        readonly topic: Topic | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ReviewScreen_queue";
};
export type ReviewScreen_queue$key = {
  readonly " $data"?: ReviewScreen_queue$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewScreen_queue">;
};

import ReviewScreenQueuePaginationQuery_graphql from './ReviewScreenQueuePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "reviewQueueConnection"
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
      "operation": ReviewScreenQueuePaginationQuery_graphql
    }
  },
  "name": "ReviewScreen_queue",
  "selections": [
    {
      "alias": "reviewQueueConnection",
      "args": null,
      "concreteType": "QueryReviewQueueConnection",
      "kind": "LinkedField",
      "name": "__ReviewScreen_reviewQueueConnection_connection",
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
          "concreteType": "QueryReviewQueueConnectionEdge",
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
                  "name": "problemHtml",
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
                  "name": "choices",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "answer",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "solutionHtml",
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
                  "name": "topic",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "authorName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
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

(node as any).hash = "e2297978b0465eba7cbffefea8155942";

export default node;
