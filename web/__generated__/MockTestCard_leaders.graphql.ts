/**
 * @generated SignedSource<<48943b966756f662a22e36761540b511>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MockTestCard_leaders$data = ReadonlyArray<{
  readonly isDemo: boolean;
  readonly rank: number;
  readonly rating: number;
  readonly userId: number;
  readonly username: string;
  readonly " $fragmentType": "MockTestCard_leaders";
}>;
export type MockTestCard_leaders$key = ReadonlyArray<{
  readonly " $data"?: MockTestCard_leaders$data;
  readonly " $fragmentSpreads": FragmentRefs<"MockTestCard_leaders">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MockTestCard_leaders",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rank",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userId",
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
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDemo",
      "storageKey": null
    }
  ],
  "type": "LeaderboardEntry",
  "abstractKey": null
};

(node as any).hash = "06f26a0f2f4ac55aaa25b2759e20e043";

export default node;
