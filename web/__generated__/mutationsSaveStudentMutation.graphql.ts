/**
 * @generated SignedSource<<c451967cf42bc3791be3499575f0a537>>
 * @relayHash 473eeece6d735fa69e8e00c1a5065e49
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02f4085bd02cb2ea5cd88eac14bbc4722c63e8fb1331d0b8f3f71d63ec890d78

import { ConcreteRequest } from 'relay-runtime';
export type mutationsSaveStudentMutation$variables = {
  studentEmail: string;
  studentGrade: number;
};
export type mutationsSaveStudentMutation$data = {
  readonly saveStudent: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "User";
    readonly id: string;
    readonly studentGrade: number | null | undefined;
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
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studentEmail"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studentGrade"
  }
],
v1 = [
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studentGrade",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsSaveStudentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveStudent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsSaveStudentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveStudent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "02f4085bd02cb2ea5cd88eac14bbc4722c63e8fb1331d0b8f3f71d63ec890d78",
    "metadata": {},
    "name": "mutationsSaveStudentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8fb498d7fd7e30a5b76b625dafd77614";

export default node;
