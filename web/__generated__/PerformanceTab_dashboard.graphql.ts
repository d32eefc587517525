/**
 * @generated SignedSource<<1abb6b8279d58b23d516fee2a1f112ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PerformanceTab_dashboard$data = {
  readonly performance: ReadonlyArray<{
    readonly lessonId: number;
    readonly lessonName: string;
    readonly months: ReadonlyArray<{
      readonly correct: number;
      readonly month: string;
      readonly total: number;
    }>;
  }>;
  readonly " $fragmentType": "PerformanceTab_dashboard";
};
export type PerformanceTab_dashboard$key = {
  readonly " $data"?: PerformanceTab_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"PerformanceTab_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PerformanceTab_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LessonPerformance",
      "kind": "LinkedField",
      "name": "performance",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lessonId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lessonName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LessonMonth",
          "kind": "LinkedField",
          "name": "months",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "month",
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
              "name": "total",
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

(node as any).hash = "2d4650a147eeba35b0b5f3dc8fb3824c";

export default node;
