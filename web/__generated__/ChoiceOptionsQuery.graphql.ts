/**
 * @generated SignedSource<<bc6b5816e2c0ffbf1344b76ffa26ef3b>>
 * @relayHash 55ed0e6db30fb4265f25c37c803c3d9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7b3bea87c6c11bd600dc172a2bd952a6373256edc0e5d1790721ae20d99530e3

import { ConcreteRequest } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type ChoiceOptionsQuery$variables = Record<PropertyKey, never>;
export type ChoiceOptionsQuery$data = {
  readonly choices: {
    readonly competitions: ReadonlyArray<string>;
    readonly grades: ReadonlyArray<number>;
    readonly topics: ReadonlyArray<{
      readonly label: string;
      readonly topic: Topic;
    }>;
  };
};
export type ChoiceOptionsQuery = {
  response: ChoiceOptionsQuery$data;
  variables: ChoiceOptionsQuery$variables;
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
        "name": "grades",
        "storageKey": null
      },
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
    "name": "ChoiceOptionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChoiceOptionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7b3bea87c6c11bd600dc172a2bd952a6373256edc0e5d1790721ae20d99530e3",
    "metadata": {},
    "name": "ChoiceOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b6fed209a40e2414233c9cd1f2f75b13";

export default node;
