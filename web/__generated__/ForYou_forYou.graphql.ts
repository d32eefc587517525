/**
 * @generated SignedSource<<6f3e46bf8e479839958fbf1abe4127c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ForYou_forYou$data = {
  readonly contests: ReadonlyArray<{
    readonly contestId: string;
    readonly enabled: boolean;
    readonly label: string;
    readonly requiredAnswers: number;
  }>;
  readonly requiresLogin: boolean;
  readonly " $fragmentType": "ForYou_forYou";
};
export type ForYou_forYou$key = {
  readonly " $data"?: ForYou_forYou$data;
  readonly " $fragmentSpreads": FragmentRefs<"ForYou_forYou">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ForYou_forYou",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requiresLogin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ForYouContest",
      "kind": "LinkedField",
      "name": "contests",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contestId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requiredAnswers",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ForYou",
  "abstractKey": null
};

(node as any).hash = "82b1860cd38fe2b5eb89c24769824829";

export default node;
