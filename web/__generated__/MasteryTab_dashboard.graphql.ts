/**
 * @generated SignedSource<<286451e5b62236064982d006ce719974>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MasteryTab_dashboard$data = {
  readonly mastery: ReadonlyArray<{
    readonly cells: ReadonlyArray<number>;
    readonly competitionName: string;
    readonly competitionYear: number;
    readonly questionIds: ReadonlyArray<number | null | undefined>;
    readonly title: string;
    readonly topicLabels: ReadonlyArray<string | null | undefined>;
  }>;
  readonly masteryColumns: number;
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
      "kind": "ScalarField",
      "name": "masteryColumns",
      "storageKey": null
    },
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
          "name": "title",
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
          "name": "topicLabels",
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

(node as any).hash = "a0e70ba2086f5ed2649352f60e467a0f";

export default node;
