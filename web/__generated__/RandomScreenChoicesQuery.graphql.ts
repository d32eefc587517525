/**
 * @generated SignedSource<<12059576acce77b59609a9fb67ad79ea>>
 * @relayHash f6f65c2a8305e9a5284dabed5bce179d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cfbd5209ac55a8709692cf4badaf2f5718c5045f3e4ae1f7d144a4a0fcfe5aff

import { ConcreteRequest } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type RandomScreenChoicesQuery$variables = Record<PropertyKey, never>;
export type RandomScreenChoicesQuery$data = {
  readonly choices: {
    readonly competitions: ReadonlyArray<string>;
    readonly defaultReviewDays: number;
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
        "name": "competitions",
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
    "id": "cfbd5209ac55a8709692cf4badaf2f5718c5045f3e4ae1f7d144a4a0fcfe5aff",
    "metadata": {},
    "name": "RandomScreenChoicesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c188ad2d735b0930795e451453e0c5f0";

export default node;
