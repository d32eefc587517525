/**
 * @generated SignedSource<<d708419580e7a63c8a8de1d1d154bd70>>
 * @relayHash 65a1e59dee617dc734538d59adaf3211
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a8640078272731d84d4b48aa0ff4a3fb51c55925065f91b22033a86546e30a9

import { ConcreteRequest } from 'relay-runtime';
export type QuestionStatus = "DELETED" | "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
export type MyQuestionsQuery$variables = Record<PropertyKey, never>;
export type MyQuestionsQuery$data = {
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
  };
};
export type MyQuestionsQuery = {
  response: MyQuestionsQuery$data;
  variables: MyQuestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 50
      }
    ],
    "concreteType": "QueryMySubmittedQuestionsConnection",
    "kind": "LinkedField",
    "name": "mySubmittedQuestionsConnection",
    "plural": false,
    "selections": [
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "mySubmittedQuestionsConnection(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyQuestionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyQuestionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7a8640078272731d84d4b48aa0ff4a3fb51c55925065f91b22033a86546e30a9",
    "metadata": {},
    "name": "MyQuestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "da9b7cbbe9238244a3d1dcde873ff37b";

export default node;
