/**
 * @generated SignedSource<<e76254bddc9aad3107600e78939403a8>>
 * @relayHash 97f8ff9eb7ba85bd4d1a4c182e541447
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f79f3f12270bf57760c38e0301c7b20524d5ba3781081823e043bbbd0da78a7

import { ConcreteRequest } from 'relay-runtime';
export type mutationsRemoveParentMutation$variables = {
  connections: ReadonlyArray<string>;
  parentUserId: number;
};
export type mutationsRemoveParentMutation$data = {
  readonly removeParent: {
    readonly parentLinkId: string;
  };
};
export type mutationsRemoveParentMutation = {
  response: mutationsRemoveParentMutation$data;
  variables: mutationsRemoveParentMutation$variables;
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
  "name": "parentUserId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "parentUserId",
    "variableName": "parentUserId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "parentLinkId",
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
    "name": "mutationsRemoveParentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ParentLinkChange",
        "kind": "LinkedField",
        "name": "removeParent",
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
    "name": "mutationsRemoveParentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "ParentLinkChange",
        "kind": "LinkedField",
        "name": "removeParent",
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
            "name": "parentLinkId",
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
    "id": "5f79f3f12270bf57760c38e0301c7b20524d5ba3781081823e043bbbd0da78a7",
    "metadata": {},
    "name": "mutationsRemoveParentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "543bbffaf3f7cd4cf6e22a8ba5211ae4";

export default node;
