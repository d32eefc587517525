/**
 * @generated SignedSource<<1dfb6378e495d47172cafa97cf951383>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OverviewTab_dashboard$data = {
  readonly testResults: ReadonlyArray<{
    readonly competitionName: string;
    readonly competitionYear: number;
    readonly submissions: ReadonlyArray<{
      readonly answers: ReadonlyArray<number | null | undefined>;
      readonly blank: number;
      readonly correct: number;
      readonly fullScore: number;
      readonly incorrect: number;
      readonly percent: number;
      readonly score: number;
      readonly submittedAt: any;
    }>;
    readonly title: string;
  }>;
  readonly " $fragmentType": "OverviewTab_dashboard";
};
export type OverviewTab_dashboard$key = {
  readonly " $data"?: OverviewTab_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewTab_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewTab_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CompetitionResults",
      "kind": "LinkedField",
      "name": "testResults",
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
          "concreteType": "SubmissionSummary",
          "kind": "LinkedField",
          "name": "submissions",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "submittedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "score",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fullScore",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "correct",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "blank",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "incorrect",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "percent",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "answers",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "4b23e3efb56369f1f86be55c2da29fe2";

export default node;
