/**
 * @generated SignedSource<<4c7ec6b1189ce2327b85603c7ef3134c>>
 * @relayHash 0d16309569048e2adc45787dd473d966
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6d6e2a528d212aa89ef0c1b795e65d80de41463e9ca7b4ace944ade2a5951ea8

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenAccess = "READ" | "READ_WRITE" | "%future added value";
export type mutationsCreateApiTokenMutation$variables = {
  access: ApiTokenAccess;
  connections: ReadonlyArray<string>;
  lifetimeDays: number;
  name: string;
};
export type mutationsCreateApiTokenMutation$data = {
  readonly createApiToken: {
    readonly __typename: "CreatedApiToken";
    readonly apiToken: {
      readonly access: ApiTokenAccess;
      readonly createdAt: any;
      readonly expiresAt: any;
      readonly id: string;
      readonly lastUsedAt: any | null | undefined;
      readonly name: string;
      readonly revokedAt: any | null | undefined;
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
  "name": "connections"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lifetimeDays"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v4 = [
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
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
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "token",
  "storageKey": null
},
v8 = {
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "access",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsCreateApiTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createApiToken",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "type": "CreatedApiToken",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "mutationsCreateApiTokenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createApiToken",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "apiToken",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "UserApiTokensConnectionEdge"
                  }
                ]
              }
            ],
            "type": "CreatedApiToken",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6d6e2a528d212aa89ef0c1b795e65d80de41463e9ca7b4ace944ade2a5951ea8",
    "metadata": {},
    "name": "mutationsCreateApiTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ee02bd121a3406f37f2a257f28fe789a";

export default node;
