/**
 * @generated SignedSource<<252dc4bbe2a269edbdb42796ec8dee6e>>
 * @relayHash d33d505d29e3c855b580bafa10afd24c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1d69e2371785f19c933d5e996967853424ec8e49866712ad15163451a262486

import { ConcreteRequest } from 'relay-runtime';
export type QuestionStatus = "DELETED" | "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
export type MyQuestionsQuery$variables = Record<PropertyKey, never>;
export type MyQuestionsQuery$data = {
  readonly mySubmittedQuestions: ReadonlyArray<{
    readonly competitionName: string | null | undefined;
    readonly competitionYear: number | null | undefined;
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
    "id": "e1d69e2371785f19c933d5e996967853424ec8e49866712ad15163451a262486",
    "metadata": {},
    "name": "MyQuestionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ad047708501a6b8f5b4a586e911d530d";

export default node;
