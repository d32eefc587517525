/**
 * @generated SignedSource<<790292250bf43806340e59fe58d95c59>>
 * @relayHash c738bd7958a17fa97a63085d3025281c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7edd7b58578d092ff7024906803dba97b11a4a70714fc3e9268b8a9df6531849

import { ConcreteRequest } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type RandomScreenChoicesQuery$variables = Record<PropertyKey, never>;
export type RandomScreenChoicesQuery$data = {
  readonly choices: {
    readonly competitionChoices: ReadonlyArray<{
      readonly label: string;
      readonly name: string;
    }>;
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
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RandomScreenChoicesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7edd7b58578d092ff7024906803dba97b11a4a70714fc3e9268b8a9df6531849",
    "metadata": {},
    "name": "RandomScreenChoicesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5b2fbc7ba24573b295f7b6467e300eb3";

export default node;
