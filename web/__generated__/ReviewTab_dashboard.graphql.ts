/**
 * @generated SignedSource<<71c54ed0b008e4f898d734cb7b1767a0>>
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
  readonly upcomingReviews: ReadonlyArray<{
    readonly due: any;
    readonly questionId: number;
    readonly title: string;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UpcomingReview",
      "kind": "LinkedField",
      "name": "upcomingReviews",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionId",
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
          "name": "due",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "644a19fdd2b7c0a6826775db0dc4d3ff";

export default node;
