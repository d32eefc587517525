/**
 * @generated SignedSource<<a1673b139b5baa3ab2eb1d6ac7d690bb>>
 * @relayHash c2d9685a555ef1a9cc86f9572e57e1de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ee49d84a074a77f97e8f0aa3f46f698aec00aa7b17ef3d65061f198a619b4cb8

import { ConcreteRequest } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type ReviewScreenQueueQuery$variables = Record<PropertyKey, never>;
export type ReviewScreenQueueQuery$data = {
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
  };
};
export type ReviewScreenQueueQuery = {
  response: ReviewScreenQueueQuery$data;
  variables: ReviewScreenQueueQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 100
      }
    ],
    "concreteType": "QueryReviewQueueConnection",
    "kind": "LinkedField",
    "name": "reviewQueueConnection",
    "plural": false,
    "selections": [
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "reviewQueueConnection(first:100)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewScreenQueueQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ReviewScreenQueueQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ee49d84a074a77f97e8f0aa3f46f698aec00aa7b17ef3d65061f198a619b4cb8",
    "metadata": {},
    "name": "ReviewScreenQueueQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f57fac8c95bb604085640fdca1ec4754";

export default node;
