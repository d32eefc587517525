/**
 * @generated SignedSource<<cba309f818295a7dd29f797d18827ebd>>
 * @relayHash b725bb27ce4f11c737ea49b16bb27353
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4fda3352b957e31265ce4a6e3d64991aa6c231836309a165dc5a3e0bfc2cca9

import { ConcreteRequest } from 'relay-runtime';
export type mutationsOpenBillingPortalMutation$variables = Record<PropertyKey, never>;
export type mutationsOpenBillingPortalMutation$data = {
  readonly openBillingPortal: {
    readonly __typename: "BillingPortal";
    readonly url: string;
  } | {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type mutationsOpenBillingPortalMutation = {
  response: mutationsOpenBillingPortalMutation$data;
  variables: mutationsOpenBillingPortalMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "openBillingPortal",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
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
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "BillingPortal",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsOpenBillingPortalMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "mutationsOpenBillingPortalMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e4fda3352b957e31265ce4a6e3d64991aa6c231836309a165dc5a3e0bfc2cca9",
    "metadata": {},
    "name": "mutationsOpenBillingPortalMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "756128f42886ef9f69d489ed67c3a751";

export default node;
