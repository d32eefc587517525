/**
 * @generated SignedSource<<01cc14ab5fd7b560183fb161f12c4468>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaderboardCard_entries$data = ReadonlyArray<{
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
    }
  ],
  "type": "LeaderboardEntry",
  "abstractKey": null
};

(node as any).hash = "b3168be692c4e6d3f0dae65d4f110812";

export default node;
