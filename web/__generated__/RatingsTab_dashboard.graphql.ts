/**
 * @generated SignedSource<<7a3fdedaa9ec1af4cccc491507e76833>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CompetitionFamily = "AIME" | "AMC10" | "AMC12" | "AMC8" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RatingsTab_dashboard$data = {
  readonly ratings: ReadonlyArray<{
    readonly contests: number;
    readonly family: CompetitionFamily;
    readonly games: number;
    readonly history: ReadonlyArray<{
      readonly at: any;
      readonly rating: number;
    }>;
    readonly label: string;
    readonly provisional: boolean;
    readonly rating: number;
    readonly uncertainty: number;
  }>;
  readonly " $fragmentType": "RatingsTab_dashboard";
};
export type RatingsTab_dashboard$key = {
  readonly " $data"?: RatingsTab_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"RatingsTab_dashboard">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RatingsTab_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FamilyRating",
      "kind": "LinkedField",
      "name": "ratings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "family",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "games",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contests",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provisional",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uncertainty",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RatingPoint",
          "kind": "LinkedField",
          "name": "history",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "at",
              "storageKey": null
            },
            (v0/*:: as any*/)
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
})();

(node as any).hash = "06aaacf0fc031862a8e81a239dcdc6f5";

export default node;
