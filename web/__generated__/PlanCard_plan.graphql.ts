/**
 * @generated SignedSource<<c20b9ac8310d92f60755e6e2145a25f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanCard_plan$data = {
  readonly checkoutPath: string;
  readonly features: ReadonlyArray<string>;
  readonly interval: string;
  readonly name: string;
  readonly plan: string;
  readonly price: string;
  readonly savingPercent: number | null | undefined;
  readonly " $fragmentType": "PlanCard_plan";
};
export type PlanCard_plan$key = {
  readonly " $data"?: PlanCard_plan$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanCard_plan">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanCard_plan",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "savingPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "features",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkoutPath",
      "storageKey": null
    }
  ],
  "type": "Plan",
  "abstractKey": null
};

(node as any).hash = "9e4759567ce0f715c7c28327ca39bb8e";

export default node;
