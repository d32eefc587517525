/**
 * @generated SignedSource<<b437622ee33a46fa412bcaa617546d3e>>
 * @relayHash c588850f545f1088e97fb08ec7c66e1a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74986a7368c9a02762b55ed51426b25dcf9bf9f73992175c1232d9da89fa9090

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenAccess = "READ" | "READ_WRITE" | "%future added value";
export type mutationsCreateApiTokenMutation$variables = {
  access: ApiTokenAccess;
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
  "name": "name"
},
v2 = [
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsCreateApiTokenMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "mutationsCreateApiTokenMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "74986a7368c9a02762b55ed51426b25dcf9bf9f73992175c1232d9da89fa9090",
    "metadata": {},
    "name": "mutationsCreateApiTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3ed3c194e9e9dbacd205675776a65a43";

export default node;
