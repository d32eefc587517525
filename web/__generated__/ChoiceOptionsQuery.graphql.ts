/**
 * @generated SignedSource<<e62ab87808d108a3219e30d3ba178cf6>>
 * @relayHash 931ae01a13c9bf063d96166de4348c27
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 759a314a2c2db820cc4708a92e578d73f2526529a763679cafa99fd001cdaa50

import { ConcreteRequest } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type ChoiceOptionsQuery$variables = Record<PropertyKey, never>;
export type ChoiceOptionsQuery$data = {
  readonly choices: {
    readonly competitionChoices: ReadonlyArray<{
      readonly label: string;
      readonly name: string;
    }>;
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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = [
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
        "concreteType": "CompetitionChoice",
        "kind": "LinkedField",
        "name": "competitionChoices",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
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
          (v0/*:: as any*/)
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
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChoiceOptionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "759a314a2c2db820cc4708a92e578d73f2526529a763679cafa99fd001cdaa50",
    "metadata": {},
    "name": "ChoiceOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a84bf27f8c4d52581609360ff907dd4c";

export default node;
