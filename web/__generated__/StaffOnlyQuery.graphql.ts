/**
 * @generated SignedSource<<43a71f8c11699d3e5488335bf73c3919>>
 * @relayHash e06231a7a099580cf4fab14047378f92
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad701fb1b9c4dc9157a0ce3d6e34bf2cfd85bd6ddcbde91311c4e67eac968d3a

import { ConcreteRequest } from 'relay-runtime';
export type StaffOnlyQuery$variables = Record<PropertyKey, never>;
export type StaffOnlyQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
    readonly isEditor: boolean;
  } | null | undefined;
};
export type StaffOnlyQuery = {
  response: StaffOnlyQuery$data;
  variables: StaffOnlyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEditor",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffOnlyQuery",
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
          (v1/*:: as any*/)
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
    "name": "StaffOnlyQuery",
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
          (v1/*:: as any*/),
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
    "id": "ad701fb1b9c4dc9157a0ce3d6e34bf2cfd85bd6ddcbde91311c4e67eac968d3a",
    "metadata": {},
    "name": "StaffOnlyQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "53ae335ba5979e504e94390e9cac43da";

export default node;
