/**
 * @generated SignedSource<<75601ce894567afa5a99038aaa62641c>>
 * @relayHash 4e7a6f8f634ef7712b3d10f5d762ba75
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5c667a613771b4f0a7834c39014bb663522a85eb34508033405e6c02700126c

import { ConcreteRequest } from 'relay-runtime';
export type DevelopmentPaymentScreenQuery$variables = {
  sessionId: string;
};
export type DevelopmentPaymentScreenQuery$data = {
  readonly developmentCheckout: {
    readonly interval: string;
    readonly name: string;
    readonly price: string;
  } | null | undefined;
  readonly viewer: {
    readonly email: string;
    readonly id: string;
  } | null | undefined;
};
export type DevelopmentPaymentScreenQuery = {
  response: DevelopmentPaymentScreenQuery$data;
  variables: DevelopmentPaymentScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sessionId"
  }
],
v1 = [
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
        "name": "email",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "sessionId",
        "variableName": "sessionId"
      }
    ],
    "concreteType": "Plan",
    "kind": "LinkedField",
    "name": "developmentCheckout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "price",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "interval",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DevelopmentPaymentScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DevelopmentPaymentScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d5c667a613771b4f0a7834c39014bb663522a85eb34508033405e6c02700126c",
    "metadata": {},
    "name": "DevelopmentPaymentScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4480f1b23b7cae332c4e0364bd6f0629";

export default node;
