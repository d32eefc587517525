/**
 * @generated SignedSource<<1653d07cf1b583645c32ef2fc344ff77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MasteryTab_dashboard$data = {
  readonly mastery: ReadonlyArray<{
    readonly cells: ReadonlyArray<number>;
    readonly competitionName: string;
    readonly competitionYear: number;
    readonly questionIds: ReadonlyArray<number | null | undefined>;
    readonly topics: ReadonlyArray<Topic | null | undefined>;
  }>;
  readonly " $fragmentType": "MasteryTab_dashboard";
};
export type MasteryTab_dashboard$key = {
  readonly " $data"?: MasteryTab_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"MasteryTab_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MasteryTab_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MasteryRow",
      "kind": "LinkedField",
      "name": "mastery",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "competitionName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "competitionYear",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cells",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "topics",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionIds",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "c4d5ade6310c6b86591959b55d3a4b97";

export default node;
