/**
 * @generated SignedSource<<d27be46211154919e5876d74341adc44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompletionBar_completion$data = {
  readonly completed: number;
  readonly rate: number;
  readonly total: number;
  readonly " $fragmentType": "CompletionBar_completion";
};
export type CompletionBar_completion$key = {
  readonly " $data"?: CompletionBar_completion$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompletionBar_completion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompletionBar_completion",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rate",
      "storageKey": null
    }
  ],
  "type": "Completion",
  "abstractKey": null
};

(node as any).hash = "4f8b579dd6081d14a7d1311bd14d55f0";

export default node;
