/**
 * @generated SignedSource<<d7f3cfc7ce1650e53f70fb868db7d109>>
 * @relayHash 731791a5bd5aadc3899d6b014ad8e1e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7f25065fbe14fd834bc70dcdd060c4d1aa7b93c79f35bd100ac7939f9b6a0a7

import { ConcreteRequest } from 'relay-runtime';
export type parentLinkMutationsRemoveParentMutation$variables = {
  connections: ReadonlyArray<string>;
  parentUserId: number;
};
export type parentLinkMutationsRemoveParentMutation$data = {
  readonly removeParent: {
    readonly parentLinkId: string;
  };
};
export type parentLinkMutationsRemoveParentMutation = {
  response: parentLinkMutationsRemoveParentMutation$data;
  variables: parentLinkMutationsRemoveParentMutation$variables;
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
    "name": "parentLinkMutationsRemoveParentMutation",
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
    "name": "parentLinkMutationsRemoveParentMutation",
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
    "id": "c7f25065fbe14fd834bc70dcdd060c4d1aa7b93c79f35bd100ac7939f9b6a0a7",
    "metadata": {},
    "name": "parentLinkMutationsRemoveParentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "69de415d7d99f65b755646e4244e4f97";

export default node;
