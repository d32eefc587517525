/**
 * @generated SignedSource<<b2911f398a19aaa6d2fabcfc35f61840>>
 * @relayHash db7f2abae7759320c5903cef818181db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af43bf8a1cc0d1629c44d700c3826b5094013d5cf7d9ab9c1ff8127a87bb4635

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type mutationsWithdrawStudentRequestMutation$variables = {
  studentEmail: string;
};
export type mutationsWithdrawStudentRequestMutation$data = {
  readonly withdrawStudentRequest: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"StudentAccounts_user">;
  };
};
export type mutationsWithdrawStudentRequestMutation = {
  response: mutationsWithdrawStudentRequestMutation$data;
  variables: mutationsWithdrawStudentRequestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studentEmail"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "studentEmail",
    "variableName": "studentEmail"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsWithdrawStudentRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "withdrawStudentRequest",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StudentAccounts_user"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsWithdrawStudentRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "withdrawStudentRequest",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "students",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "userId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "studentGrade",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "difficultyLevel",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StudentLinkRequest",
            "kind": "LinkedField",
            "name": "studentRequests",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "af43bf8a1cc0d1629c44d700c3826b5094013d5cf7d9ab9c1ff8127a87bb4635",
    "metadata": {},
    "name": "mutationsWithdrawStudentRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb44deb110679a8e8e9dc2da44951978";

export default node;
