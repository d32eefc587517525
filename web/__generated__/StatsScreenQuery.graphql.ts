/**
 * @generated SignedSource<<62654760d5c3864cd2e0a038c2cebe29>>
 * @relayHash 89b5acb59cf171fb872de558feb6c7dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f6ed0913a3608fa59a09fa7afe33af6323980a3674a940a7fafc22d96ac4d9b

import { ConcreteRequest } from 'relay-runtime';
export type StatsScreenQuery$variables = Record<PropertyKey, never>;
export type StatsScreenQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type StatsScreenQuery = {
  response: StatsScreenQuery$data;
  variables: StatsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StatsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StatsScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8f6ed0913a3608fa59a09fa7afe33af6323980a3674a940a7fafc22d96ac4d9b",
    "metadata": {},
    "name": "StatsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2e5f96e744917d7249ff29004db70fd2";

export default node;
