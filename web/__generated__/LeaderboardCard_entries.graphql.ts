/**
 * @generated SignedSource<<7e2841cc2b63a6098b23365081ef87d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaderboardCard_entries$data = ReadonlyArray<{
  readonly isDemo: boolean;
  readonly rank: number;
  readonly rating: number;
  readonly userId: number;
  readonly username: string;
  readonly " $fragmentType": "LeaderboardCard_entries";
}>;
export type LeaderboardCard_entries$key = ReadonlyArray<{
  readonly " $data"?: LeaderboardCard_entries$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_entries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "LeaderboardCard_entries",
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

(node as any).hash = "dd4b9fc97b6492a1e8dfd6fd4d9fa7ec";

export default node;
