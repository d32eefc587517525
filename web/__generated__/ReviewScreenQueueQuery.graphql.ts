/**
 * @generated SignedSource<<1c41452a4f8fa665ef9987fe2ad2c470>>
 * @relayHash 2c1e5547891758c63defc9355c553289
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a4f8d31b8ebb7c8a7e0de9d5e6a769c2ec51727c7028fbf47b01f838bf72adc

import { ConcreteRequest } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type ReviewScreenQueueQuery$variables = Record<PropertyKey, never>;
export type ReviewScreenQueueQuery$data = {
  readonly reviewQueue: ReadonlyArray<{
    readonly answer: string;
    readonly authorName: string | null | undefined;
    readonly choices: ReadonlyArray<string>;
    readonly competitionName: string | null | undefined;
    readonly competitionYear: number | null | undefined;
    readonly createdAt: any;
    readonly isMultipleChoice: boolean;
    readonly problemHtml: string | null | undefined;
    readonly problemNumber: number;
    readonly questionId: number;
    readonly solutionHtml: string | null | undefined;
    readonly text: string | null | undefined;
    readonly topic: Topic | null | undefined;
  }>;
};
export type ReviewScreenQueueQuery = {
  response: ReviewScreenQueueQuery$data;
  variables: ReviewScreenQueueQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "QuestionDraft",
    "kind": "LinkedField",
    "name": "reviewQueue",
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
    "id": "5a4f8d31b8ebb7c8a7e0de9d5e6a769c2ec51727c7028fbf47b01f838bf72adc",
    "metadata": {},
    "name": "ReviewScreenQueueQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "46ffa7688d6b775abd7cc8edf9f8542f";

export default node;
