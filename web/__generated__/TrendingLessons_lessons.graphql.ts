/**
 * @generated SignedSource<<65a14ff14a7371de7082a29c082b1d29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrendingLessons_lessons$data = ReadonlyArray<{
  readonly lessonId: number;
  readonly name: string;
  readonly questionCount: number;
  readonly userCount: number;
  readonly " $fragmentType": "TrendingLessons_lessons";
}>;
export type TrendingLessons_lessons$key = ReadonlyArray<{
  readonly " $data"?: TrendingLessons_lessons$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrendingLessons_lessons">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "TrendingLessons_lessons",
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
      "name": "userCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionCount",
      "storageKey": null
    }
  ],
  "type": "TrendingLesson",
  "abstractKey": null
};

(node as any).hash = "b82a07537d65add711f994b059dec6cd";

export default node;
