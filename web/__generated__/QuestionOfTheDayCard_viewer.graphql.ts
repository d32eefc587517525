/**
 * @generated SignedSource<<ff0ca773c2563d8ed2408fbe4b02df64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionOfTheDayCard_viewer$data = {
  readonly isAdmin: boolean;
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
      "name": "isAdmin",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e2733b8b6c9ca86443fbb1ff927b99d4";

export default node;
