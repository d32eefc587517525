/**
 * @generated SignedSource<<0227115a88344d6b750c3dc55c5531b8>>
 * @relayHash b4b90be1ab6a83b2de54e04c964106b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 26038a8d4d5cc1640b810d91d04ed7c46a34c01f082eef1f759e7ea3a463dd67

import { ConcreteRequest } from 'relay-runtime';
export type mutationsRemoveFromPrintoutMutation$variables = {
  connections: ReadonlyArray<string>;
  questionId: number;
};
export type mutationsRemoveFromPrintoutMutation$data = {
  readonly removeFromPrintout: {
    readonly removedId: string;
  };
};
export type mutationsRemoveFromPrintoutMutation = {
  response: mutationsRemoveFromPrintoutMutation$data;
  variables: mutationsRemoveFromPrintoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "questionId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "questionId",
    "variableName": "questionId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedId",
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
    "name": "mutationsRemoveFromPrintoutMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemovedFromPrintout",
        "kind": "LinkedField",
        "name": "removeFromPrintout",
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
    "name": "mutationsRemoveFromPrintoutMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RemovedFromPrintout",
        "kind": "LinkedField",
        "name": "removeFromPrintout",
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
            "name": "removedId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "26038a8d4d5cc1640b810d91d04ed7c46a34c01f082eef1f759e7ea3a463dd67",
    "metadata": {},
    "name": "mutationsRemoveFromPrintoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eb8bb789c140b3260aabc9d25aa1405e";

export default node;
