/**
 * @generated SignedSource<<e2ac5aa18694d05af0928eb5929a2d39>>
 * @relayHash a0891a02469a2160ca523ee5e082abcf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99111d95dd786d3f92495c9416e3134a486706116f272f7e0dcdf2777ee5729c

import { ConcreteRequest } from 'relay-runtime';
export type ImportScreenQuery$variables = Record<PropertyKey, never>;
export type ImportScreenQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type ImportScreenQuery = {
  response: ImportScreenQuery$data;
  variables: ImportScreenQuery$variables;
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
    "name": "ImportScreenQuery",
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
    "name": "ImportScreenQuery",
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
    "id": "99111d95dd786d3f92495c9416e3134a486706116f272f7e0dcdf2777ee5729c",
    "metadata": {},
    "name": "ImportScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "16e16c4ebb8dc0aa439e717ada1da51f";

export default node;
