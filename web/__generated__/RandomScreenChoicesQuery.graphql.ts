/**
 * @generated SignedSource<<4fa61169e31bbf82dcd99c11527f2b33>>
 * @relayHash b8f01acf157cb209491d487ac717b1cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d8d435304c7a827a9b6f36781ca618c26ccd6e20bef8dcce9e38a667ec57643

import { ConcreteRequest } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type RandomScreenChoicesQuery$variables = Record<PropertyKey, never>;
export type RandomScreenChoicesQuery$data = {
  readonly choices: {
    readonly defaultReviewDays: number;
    readonly practiceCompetitions: ReadonlyArray<string>;
    readonly reviewDays: ReadonlyArray<number>;
    readonly topics: ReadonlyArray<{
      readonly label: string;
      readonly topic: Topic;
    }>;
  };
};
export type RandomScreenChoicesQuery = {
  response: RandomScreenChoicesQuery$data;
  variables: RandomScreenChoicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Choices",
    "kind": "LinkedField",
    "name": "choices",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "practiceCompetitions",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TopicChoice",
        "kind": "LinkedField",
        "name": "topics",
        "plural": true,
        "selections": [
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
            "name": "label",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reviewDays",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "defaultReviewDays",
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
    "name": "RandomScreenChoicesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RandomScreenChoicesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8d8d435304c7a827a9b6f36781ca618c26ccd6e20bef8dcce9e38a667ec57643",
    "metadata": {},
    "name": "RandomScreenChoicesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5741fe9a975c8c1921a992ead8c57bc0";

export default node;
