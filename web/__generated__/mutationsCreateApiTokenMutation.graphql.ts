/**
 * @generated SignedSource<<3a27d2fc9d0d10ae9197ce64eecb8138>>
 * @relayHash 56e3b62641fb586129ac82b605be17bc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 240928f50af21e889166d5113ac5b9e285c4506201fffaa9427e0082ea5b152d

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenAccess = "READ" | "READ_WRITE" | "%future added value";
export type mutationsCreateApiTokenMutation$variables = {
  access: ApiTokenAccess;
  lifetimeDays: number;
  name: string;
};
export type mutationsCreateApiTokenMutation$data = {
  readonly createApiToken: {
    readonly __typename: "CreatedApiToken";
    readonly apiToken: {
      readonly id: string;
      readonly name: string;
    };
    readonly token: string;
  } | {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type mutationsCreateApiTokenMutation = {
  response: mutationsCreateApiTokenMutation$data;
  variables: mutationsCreateApiTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "access"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lifetimeDays"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "access",
        "variableName": "access"
      },
      {
        "kind": "Variable",
        "name": "lifetimeDays",
        "variableName": "lifetimeDays"
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createApiToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "InputError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "token",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiToken",
            "kind": "LinkedField",
            "name": "apiToken",
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
                "name": "name",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreatedApiToken",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsCreateApiTokenMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "mutationsCreateApiTokenMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "240928f50af21e889166d5113ac5b9e285c4506201fffaa9427e0082ea5b152d",
    "metadata": {},
    "name": "mutationsCreateApiTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "aa912c4081bad08593bed194dc4a8c33";

export default node;
