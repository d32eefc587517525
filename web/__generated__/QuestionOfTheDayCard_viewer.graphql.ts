/**
 * @generated SignedSource<<9dc46d0cb39740e6a4c936e23032b475>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionOfTheDayCard_viewer$data = {
  readonly id: string;
  readonly " $fragmentType": "QuestionOfTheDayCard_viewer";
};
export type QuestionOfTheDayCard_viewer$key = {
  readonly " $data"?: QuestionOfTheDayCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionOfTheDayCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionOfTheDayCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "1cada472cd0f38dfd7b8dcff92d5112b";

export default node;
