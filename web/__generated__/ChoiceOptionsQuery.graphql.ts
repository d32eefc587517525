/**
 * @generated SignedSource<<416d515a7f86e8eff167da2b68e8fecd>>
 * @relayHash d16374a73654245b89ffb9614b6d904e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a9e38d38a4316a9ad4a1c5c3937a4c90ed5eeadf777eb7554139d8ac8d5f5c56

import { ConcreteRequest } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type ChoiceOptionsQuery$variables = Record<PropertyKey, never>;
export type ChoiceOptionsQuery$data = {
  readonly choices: {
    readonly competitions: ReadonlyArray<string>;
    readonly difficultyLevels: ReadonlyArray<number>;
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
        "name": "difficultyLevels",
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
    "id": "a9e38d38a4316a9ad4a1c5c3937a4c90ed5eeadf777eb7554139d8ac8d5f5c56",
    "metadata": {},
    "name": "ChoiceOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "943e1d662ab7b3980fc49becf4059e99";

export default node;
