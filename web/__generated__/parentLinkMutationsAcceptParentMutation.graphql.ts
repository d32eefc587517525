/**
 * @generated SignedSource<<5e2cc207d59eae57e192b8d69e63c802>>
 * @relayHash c4c4171cd9e8f5fdfec0256fd55916ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1cc94c5980e3c6681459fbcbcb1179503c5ac5adfa530e162a00f875535bb67

import { ConcreteRequest } from 'relay-runtime';
export type parentLinkMutationsAcceptParentMutation$variables = {
  parentUserId: number;
  parents: ReadonlyArray<string>;
  requests: ReadonlyArray<string>;
};
export type parentLinkMutationsAcceptParentMutation$data = {
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
export type parentLinkMutationsAcceptParentMutation = {
  response: parentLinkMutationsAcceptParentMutation$data;
  variables: parentLinkMutationsAcceptParentMutation$variables;
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
    "name": "parentLinkMutationsAcceptParentMutation",
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
    "name": "parentLinkMutationsAcceptParentMutation",
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
    "id": "e1cc94c5980e3c6681459fbcbcb1179503c5ac5adfa530e162a00f875535bb67",
    "metadata": {},
    "name": "parentLinkMutationsAcceptParentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b806b10879c8ed9e13c48dd5891a730f";

export default node;
