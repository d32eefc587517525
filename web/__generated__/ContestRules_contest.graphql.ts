/**
 * @generated SignedSource<<b05cc5fdd241fc52e992be5edbc4eec4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContestRules_contest$data = {
  readonly __id: string;
  readonly competition: {
    readonly name: string;
    readonly year: number;
  };
  readonly practice: boolean;
  readonly ratingOutlook: string;
  readonly ratingRules: ReadonlyArray<string>;
  readonly resumed: boolean;
  readonly seenQuestions: number;
  readonly startToken: string;
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
      "name": "startToken",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Competition",
      "kind": "LinkedField",
      "name": "competition",
      "plural": false,
      "selections": [
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
          "name": "year",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "practice",
      "storageKey": null
    },
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
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__id",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Contest",
  "abstractKey": null
};

(node as any).hash = "d1075e7ece531a66290dd1992af08f5b";

export default node;
