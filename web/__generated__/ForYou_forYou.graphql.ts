/**
 * @generated SignedSource<<0353cea3c1dea041ad6085d699816e7f>>
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
    readonly lessons: ReadonlyArray<{
      readonly attempts: number;
      readonly competitionName: string;
      readonly correct: number;
      readonly correctRate: number;
      readonly lessonId: number;
      readonly name: string;
      readonly wrong: number;
    }>;
    readonly own: boolean;
    readonly practiceRating: number | null | undefined;
    readonly requiredAnswers: number;
    readonly unlocked: boolean;
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unlocked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "own",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "practiceRating",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RecommendedLesson",
          "kind": "LinkedField",
          "name": "lessons",
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
              "name": "name",
              "storageKey": null
            },
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
              "name": "wrong",
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
              "name": "attempts",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "correctRate",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ForYou",
  "abstractKey": null
};

(node as any).hash = "2ed36ac15c797cb8afe3339c3a5f5fb5";

export default node;
