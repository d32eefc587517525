/**
 * @generated SignedSource<<604daadea1192050e86800581130036a>>
 * @relayHash ade47a4452f6925e44c12a14645ae59a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff3f5deb69bb324078ba294ebbba6679d14b5e1ccbd6582bbf46216869435ba9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type mutationsRemoveParentMutation$variables = {
  parentUserId: number;
};
export type mutationsRemoveParentMutation$data = {
  readonly removeParent: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ParentLinks_user">;
  };
};
export type mutationsRemoveParentMutation = {
  response: mutationsRemoveParentMutation$data;
  variables: mutationsRemoveParentMutation$variables;
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
    "name": "mutationsRemoveParentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "removeParent",
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
    "name": "mutationsRemoveParentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "removeParent",
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
    "id": "ff3f5deb69bb324078ba294ebbba6679d14b5e1ccbd6582bbf46216869435ba9",
    "metadata": {},
    "name": "mutationsRemoveParentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "852770e26d3e11bed566d72d2445ded6";

export default node;
