/**
 * @generated SignedSource<<47f81d01aefd9ee3ad3fe8c865cbbd2f>>
 * @relayHash 251820cc203a464b91e54a37beab83a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2f0380cc53aad9b9535d21741ae8ffa58cf45b903cfc843b800fc1ff3a2cc187

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type mutationsAcceptParentMutation$variables = {
  parentUserId: number;
};
export type mutationsAcceptParentMutation$data = {
  readonly acceptParent: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ParentLinks_user">;
  };
};
export type mutationsAcceptParentMutation = {
  response: mutationsAcceptParentMutation$data;
  variables: mutationsAcceptParentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "parentUserId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "parentUserId",
    "variableName": "parentUserId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsAcceptParentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "acceptParent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ParentLinks_user"
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
    "name": "mutationsAcceptParentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "acceptParent",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ParentLink",
            "kind": "LinkedField",
            "name": "parentRequests",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ParentLink",
            "kind": "LinkedField",
            "name": "parents",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2f0380cc53aad9b9535d21741ae8ffa58cf45b903cfc843b800fc1ff3a2cc187",
    "metadata": {},
    "name": "mutationsAcceptParentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eabbe03b44002ab1c58aff25bc87e38a";

export default node;
