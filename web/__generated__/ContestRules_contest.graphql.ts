/**
 * @generated SignedSource<<f37cd28b1b9b710ba64234be7d689976>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContestRules_contest$data = {
  readonly ratingRules: ReadonlyArray<string>;
  readonly resumed: boolean;
  readonly seenQuestions: number;
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

(node as any).hash = "c394b6dba173d8b77c6cd6db66fecad9";

export default node;
