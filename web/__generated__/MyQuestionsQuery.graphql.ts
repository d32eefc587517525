/**
 * @generated SignedSource<<359301661ebe8fb5c38c49759962ba7d>>
 * @relayHash 33bf216e6775827e02c904f7b38e1d19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b39f9d6840ec20fe3a4ce5b20d0e0b70ece0ec40ad94cd29a3767405f7802399

import { ConcreteRequest } from 'relay-runtime';
export type QuestionStatus = "DELETED" | "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
export type MyQuestionsQuery$variables = Record<PropertyKey, never>;
export type MyQuestionsQuery$data = {
  readonly mySubmittedQuestions: ReadonlyArray<{
    readonly competitionTitle: string | null | undefined;
    readonly problemNumber: number;
    readonly questionId: number;
    readonly reviewNote: string | null | undefined;
    readonly status: QuestionStatus;
    readonly text: string | null | undefined;
  }>;
};
export type MyQuestionsQuery = {
  response: MyQuestionsQuery$data;
  variables: MyQuestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QuestionDraft",
    "kind": "LinkedField",
    "name": "mySubmittedQuestions",
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
    "id": "b39f9d6840ec20fe3a4ce5b20d0e0b70ece0ec40ad94cd29a3767405f7802399",
    "metadata": {},
    "name": "MyQuestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d7c1129700f0a9cb66bc2ffed8d052f4";

export default node;
