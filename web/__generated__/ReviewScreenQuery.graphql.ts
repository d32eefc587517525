/**
 * @generated SignedSource<<c41ccaa44be2b1129e59b459de4d8642>>
 * @relayHash e6cf718c895cd89635782aa5a956b875
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39fe5239cc8bb6c9bf8ddce1d4b0b83a050b7effc12d788a9692e3a85c63fbcb

import { ConcreteRequest } from 'relay-runtime';
export type ReviewScreenQuery$variables = Record<PropertyKey, never>;
export type ReviewScreenQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
    readonly isEditor: boolean;
  } | null | undefined;
};
export type ReviewScreenQuery = {
  response: ReviewScreenQuery$data;
  variables: ReviewScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEditor",
  "storageKey": null
},
v1 = {
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
    "name": "ReviewScreenQuery",
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
    "name": "ReviewScreenQuery",
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
    "id": "39fe5239cc8bb6c9bf8ddce1d4b0b83a050b7effc12d788a9692e3a85c63fbcb",
    "metadata": {},
    "name": "ReviewScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "067f54bb02ca3057ceb1160855ae3d04";

export default node;
