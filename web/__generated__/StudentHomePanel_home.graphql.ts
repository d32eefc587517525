/**
 * @generated SignedSource<<3a1bcca1ceb80b09c1b22d2851ac8098>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ActivityKind = "CONTEST" | "LESSON" | "PRACTICE" | "QUESTION" | "REVIEW" | "%future added value";
export type CompetitionFamily = "AIME" | "AMC10" | "AMC12" | "AMC8" | "%future added value";
export type NextStepKind = "CONTINUE_LESSON" | "REVIEW_MISTAKES" | "START_COURSE" | "TAKE_CONTEST" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StudentHomePanel_home$data = {
  readonly nextSteps: ReadonlyArray<{
    readonly detail: string;
    readonly kind: NextStepKind;
    readonly path: string;
    readonly title: string;
  }>;
  readonly ratings: ReadonlyArray<{
    readonly family: CompetitionFamily;
    readonly games: number;
    readonly label: string;
    readonly lastChange: number | null | undefined;
    readonly provisional: boolean;
    readonly rank: number | null | undefined;
    readonly rating: number;
  }>;
  readonly recentActivity: ReadonlyArray<{
    readonly at: any;
    readonly detail: string;
    readonly kind: ActivityKind;
    readonly path: string | null | undefined;
    readonly title: string;
  }>;
  readonly streak: {
    readonly " $fragmentSpreads": FragmentRefs<"PracticeStreakCard_streak">;
  };
  readonly " $fragmentType": "StudentHomePanel_home";
};
export type StudentHomePanel_home$key = {
  readonly " $data"?: StudentHomePanel_home$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentHomePanel_home">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "detail",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudentHomePanel_home",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "HomeRating",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rating",
          "storageKey": null
        },
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
          "name": "provisional",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rank",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastChange",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PracticeStreak",
      "kind": "LinkedField",
      "name": "streak",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PracticeStreakCard_streak"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NextStep",
      "kind": "LinkedField",
      "name": "nextSteps",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivityItem",
      "kind": "LinkedField",
      "name": "recentActivity",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "StudentHome",
  "abstractKey": null
};
})();

(node as any).hash = "66e0fc21624f2b3f2af6a4c681ea20bf";

export default node;
