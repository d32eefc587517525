/**
 * @generated SignedSource<<fa52d881cb3df9b7d4e6e1c4fd84b87b>>
 * @relayHash 7aa0a529c7ab13f8051d544112103bae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 99567cd6ebe4d831b91e4711cf5950e7c0aa762a35d23d10172d3430169a31cf

import { ConcreteRequest } from 'relay-runtime';
export type RandomScreenViewerQuery$variables = Record<PropertyKey, never>;
export type RandomScreenViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type RandomScreenViewerQuery = {
  response: RandomScreenViewerQuery$data;
  variables: RandomScreenViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RandomScreenViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RandomScreenViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "99567cd6ebe4d831b91e4711cf5950e7c0aa762a35d23d10172d3430169a31cf",
    "metadata": {},
    "name": "RandomScreenViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ca3e7425d8c7d5877b3c50d0ce92aed5";

export default node;
