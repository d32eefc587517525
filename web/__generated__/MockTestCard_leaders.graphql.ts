/**
 * @generated SignedSource<<58383840c7124d56b94777640e71af27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MockTestCard_leaders$data = ReadonlyArray<{
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
    }
  ],
  "type": "LeaderboardEntry",
  "abstractKey": null
};

(node as any).hash = "a89244d30053ec047cdcd7b5079d0e8b";

export default node;
