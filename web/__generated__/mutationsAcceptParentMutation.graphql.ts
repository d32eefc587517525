/**
 * @generated SignedSource<<4a8073d6a4b6594fc3bf546c9818cf98>>
 * @relayHash 9c736e7db9d578a2674f525835452fc0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9f70e66bee11054fdd1cb52812a3dedbb43d0785eb1e76fab004fd81e678832

import { ConcreteRequest } from 'relay-runtime';
export type mutationsAcceptParentMutation$variables = {
  parentUserId: number;
  parents: ReadonlyArray<string>;
  requests: ReadonlyArray<string>;
};
export type mutationsAcceptParentMutation$data = {
  readonly acceptParent: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "ParentLinkChange";
    readonly parentLink: {
      readonly email: string;
      readonly id: string;
      readonly parentUserId: number;
      readonly username: string;
    } | null | undefined;
    readonly parentLinkId: string;
    readonly viewer: {
      readonly id: string;
      readonly studentGrade: number | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type mutationsAcceptParentMutation = {
  response: mutationsAcceptParentMutation$data;
  variables: mutationsAcceptParentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "parentUserId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "parents"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "requests"
},
v3 = [
  {
    "kind": "Variable",
    "name": "parentUserId",
    "variableName": "parentUserId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "parentLinkId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "ParentLink",
  "kind": "LinkedField",
  "name": "parentLink",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "parentUserId",
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
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studentGrade",
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsAcceptParentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptParent",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "type": "ParentLinkChange",
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
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "mutationsAcceptParentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptParent",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "parentLinkId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "requests"
                  }
                ]
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "appendNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "parentLink",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "parents"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "UserParentsConnectionEdge"
                  }
                ]
              },
              (v9/*:: as any*/)
            ],
            "type": "ParentLinkChange",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c9f70e66bee11054fdd1cb52812a3dedbb43d0785eb1e76fab004fd81e678832",
    "metadata": {},
    "name": "mutationsAcceptParentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "40ddd8cd6239382b519b43e3342a6d1b";

export default node;
