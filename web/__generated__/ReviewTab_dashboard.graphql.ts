/**
 * @generated SignedSource<<acde97e791cac73f1d46c73d24aec0c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewTab_dashboard$data = {
  readonly reviewCount: number;
  readonly reviewProblems: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ReviewTab_question">;
  }>;
  readonly " $fragmentType": "ReviewTab_dashboard";
};
export type ReviewTab_dashboard$key = {
  readonly " $data"?: ReviewTab_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewTab_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewTab_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Question",
      "kind": "LinkedField",
      "name": "reviewProblems",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReviewTab_question"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "a8e8251a5eeab0a66484f47197c9dbd8";

export default node;
