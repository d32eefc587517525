/**
 * @generated SignedSource<<0a7b109e52eaa6a30768111cd426b008>>
 * @relayHash 253066450829c0f607a5f3b79bac2feb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0fa61f46138504426f80ff3be3515d71ea346749636af4f2190f4f7ec550cecb

import { ConcreteRequest } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type ReviewScreenQueueQuery$variables = Record<PropertyKey, never>;
export type ReviewScreenQueueQuery$data = {
  readonly reviewQueue: ReadonlyArray<{
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
    "id": "0fa61f46138504426f80ff3be3515d71ea346749636af4f2190f4f7ec550cecb",
    "metadata": {},
    "name": "ReviewScreenQueueQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dcdc3266eefaa8b8fc553c57bbe12950";

export default node;
