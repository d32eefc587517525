/**
 * @generated SignedSource<<e54f16f90a3b9757775e791d890a780c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LeaderboardCard_standing$data = {
  readonly rank: number;
  readonly rating: number;
  readonly userId: number;
  readonly username: string;
  readonly " $fragmentType": "LeaderboardCard_standing";
};
export type LeaderboardCard_standing$key = {
  readonly " $data"?: LeaderboardCard_standing$data;
  readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_standing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LeaderboardCard_standing",
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

(node as any).hash = "facce7edb8e56a317ae503446a2911fc";

export default node;
