/**
 * @generated SignedSource<<cd063c9c886d90077323796ef9e98e0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionCard_user$data = {
  readonly isSubscriber: boolean;
  readonly subscription: {
    readonly cancelAtPeriodEnd: boolean;
    readonly currentPeriodEnd: any | null | undefined;
    readonly plan: string;
    readonly status: string;
  } | null | undefined;
  readonly " $fragmentType": "SubscriptionCard_user";
};
export type SubscriptionCard_user$key = {
  readonly " $data"?: SubscriptionCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionCard_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSubscriber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PremiumSubscription",
      "kind": "LinkedField",
      "name": "subscription",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "plan",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentPeriodEnd",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelAtPeriodEnd",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a05004c64df73451db17ca0337061fbe";

export default node;
