/**
 * @generated SignedSource<<dd86ae14afca00914e9ba4824aba63f5>>
 * @relayHash 9c119b62a729e8261c4d6b6d71bf2d00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 274135aed8f26f62578ee5488674f95c80ceaee8e38cee24229334f2622639ea

import { ConcreteRequest } from 'relay-runtime';
export type TopBarQuery$variables = Record<PropertyKey, never>;
export type TopBarQuery$data = {
  readonly viewer: {
    readonly email: string;
    readonly id: string;
    readonly isAdmin: boolean;
    readonly isSubscriber: boolean;
    readonly username: string;
  } | null | undefined;
};
export type TopBarQuery = {
  response: TopBarQuery$data;
  variables: TopBarQuery$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isSubscriber",
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
    "name": "TopBarQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TopBarQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "274135aed8f26f62578ee5488674f95c80ceaee8e38cee24229334f2622639ea",
    "metadata": {},
    "name": "TopBarQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4f93ae079b621019d267bb1d8f7d1ee6";

export default node;
