/**
 * @generated SignedSource<<756cd7a0f5cc3e6cc9f4960e8c9a263e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContestRules_contest$data = {
  readonly ratingOutlook: string;
  readonly ratingRules: ReadonlyArray<string>;
  readonly resumed: boolean;
  readonly seenQuestions: number;
  readonly willBeRated: boolean;
  readonly " $fragmentType": "ContestRules_contest";
};
export type ContestRules_contest$key = {
  readonly " $data"?: ContestRules_contest$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContestRules_contest">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContestRules_contest",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resumed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "willBeRated",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ratingOutlook",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ratingRules",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seenQuestions",
      "storageKey": null
    }
  ],
  "type": "Contest",
  "abstractKey": null
};

(node as any).hash = "c63c135f06e187d6a338fa38faeddcc9";

export default node;
