/**
 * @generated SignedSource<<4675ebf1f8d98f64dfcfe66420759320>>
 * @relayHash 8594064c3e6d7414aa8b0ca82e9b7765
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 989b818f515fc1a87c0f6a43beb5de038505b53e890e13bab9885c6dce434e8e

import { ConcreteRequest } from 'relay-runtime';
export type StudentLinkStatus = "ACCEPTED" | "PENDING" | "%future added value";
export type mutationsSaveStudentMutation$variables = {
  requests: ReadonlyArray<string>;
  studentEmail: string;
  studentGrade: number;
};
export type mutationsSaveStudentMutation$data = {
  readonly saveStudent: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "StudentSaved";
    readonly pendingRequest: {
      readonly email: string;
      readonly grade: number;
      readonly id: string;
      readonly status: StudentLinkStatus;
    } | null | undefined;
    readonly student: {
      readonly id: string;
      readonly studentGrade: number | null | undefined;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type mutationsSaveStudentMutation = {
  response: mutationsSaveStudentMutation$data;
  variables: mutationsSaveStudentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "requests"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "studentEmail"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "studentGrade"
},
v3 = [
  {
    "kind": "Variable",
    "name": "studentEmail",
    "variableName": "studentEmail"
  },
  {
    "kind": "Variable",
    "name": "studentGrade",
    "variableName": "studentGrade"
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
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "StudentLinkRequest",
  "kind": "LinkedField",
  "name": "pendingRequest",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
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
      "name": "grade",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "student",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
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
    "name": "mutationsSaveStudentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveStudent",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "type": "StudentSaved",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "mutationsSaveStudentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveStudent",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "appendNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "pendingRequest",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "requests"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "UserStudentRequestsConnectionEdge"
                  }
                ]
              },
              (v8/*:: as any*/)
            ],
            "type": "StudentSaved",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "989b818f515fc1a87c0f6a43beb5de038505b53e890e13bab9885c6dce434e8e",
    "metadata": {},
    "name": "mutationsSaveStudentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "66d7018642cbe822bb0285bd8b1e3d96";

export default node;
