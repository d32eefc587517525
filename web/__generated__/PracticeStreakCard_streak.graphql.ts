/**
 * @generated SignedSource<<d12ed3626e823369c1b0ef7ce8c9ad4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PracticeStreakCard_streak$data = {
  readonly current: number;
  readonly lastDays: ReadonlyArray<{
    readonly day: string;
    readonly practised: boolean;
  }>;
  readonly longest: number;
  readonly practisedToday: boolean;
  readonly " $fragmentType": "PracticeStreakCard_streak";
};
export type PracticeStreakCard_streak$key = {
  readonly " $data"?: PracticeStreakCard_streak$data;
  readonly " $fragmentSpreads": FragmentRefs<"PracticeStreakCard_streak">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PracticeStreakCard_streak",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "current",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longest",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "practisedToday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PracticeDay",
      "kind": "LinkedField",
      "name": "lastDays",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "practised",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PracticeStreak",
  "abstractKey": null
};

(node as any).hash = "722572d7613872ec947ae86b30b641d1";

export default node;
