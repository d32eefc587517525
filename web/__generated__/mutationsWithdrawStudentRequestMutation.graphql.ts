/**
 * @generated SignedSource<<af056be8df1394ff48c99e78aaf6b9b6>>
 * @relayHash 6cc433cb028f60c77468c96e2b0726e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f524bbfdd374234b15fef541e9e1a712e942222dc934acd54d5448800b049f5

import { ConcreteRequest } from 'relay-runtime';
export type mutationsWithdrawStudentRequestMutation$variables = {
  requests: ReadonlyArray<string>;
  studentEmail: string;
};
export type mutationsWithdrawStudentRequestMutation$data = {
  readonly withdrawStudentRequest: {
    readonly withdrawnRequestId: string;
  };
};
export type mutationsWithdrawStudentRequestMutation = {
  response: mutationsWithdrawStudentRequestMutation$data;
  variables: mutationsWithdrawStudentRequestMutation$variables;
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
v2 = [
  {
    "kind": "Variable",
    "name": "studentEmail",
    "variableName": "studentEmail"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "withdrawnRequestId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsWithdrawStudentRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "StudentRequestWithdrawn",
        "kind": "LinkedField",
        "name": "withdrawStudentRequest",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "mutationsWithdrawStudentRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "StudentRequestWithdrawn",
        "kind": "LinkedField",
        "name": "withdrawStudentRequest",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "withdrawnRequestId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "requests"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1f524bbfdd374234b15fef541e9e1a712e942222dc934acd54d5448800b049f5",
    "metadata": {},
    "name": "mutationsWithdrawStudentRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b0d69d683e541d6d9ea898267fdb133c";

export default node;
