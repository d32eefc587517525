/**
 * @generated SignedSource<<87cc37a34b7962400a0747354ecdee91>>
 * @relayHash 8ab9e35960201b35483269791d6c82dd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b025b7c7a50e812c997d920c5fee84f3714fce73dd3c0a3bae0e2c902163eebb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type mutationsAcceptParentMutation$variables = {
  parentUserId: number;
};
export type mutationsAcceptParentMutation$data = {
  readonly acceptParent: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AccountCard_user" | "ParentLinks_user">;
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "parentUserId",
    "storageKey": null
  },
  (v3/*:: as any*/),
  (v4/*:: as any*/)
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
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountCard_user"
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
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ParentLink",
            "kind": "LinkedField",
            "name": "parents",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "referralCode",
            "storageKey": null
          },
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
      }
    ]
  },
  "params": {
    "id": "b025b7c7a50e812c997d920c5fee84f3714fce73dd3c0a3bae0e2c902163eebb",
    "metadata": {},
    "name": "mutationsAcceptParentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd476ef35a602b12442da79591cba9c7";

export default node;
