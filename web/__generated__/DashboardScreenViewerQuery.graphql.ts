/**
 * @generated SignedSource<<241f6d92e9c067596a2385587b0a45a8>>
 * @relayHash 74567504d3e5780cdb04408e4109ec98
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbd48924a446667bdef9fc41842aef8e0118ee088765345d356076937df476d7

import { ConcreteRequest } from 'relay-runtime';
export type DashboardScreenViewerQuery$variables = Record<PropertyKey, never>;
export type DashboardScreenViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type DashboardScreenViewerQuery = {
  response: DashboardScreenViewerQuery$data;
  variables: DashboardScreenViewerQuery$variables;
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
    "name": "DashboardScreenViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardScreenViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "dbd48924a446667bdef9fc41842aef8e0118ee088765345d356076937df476d7",
    "metadata": {},
    "name": "DashboardScreenViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a5b9772607d0d39996464baae52cb069";

export default node;
