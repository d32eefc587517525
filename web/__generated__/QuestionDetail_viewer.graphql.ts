/**
 * @generated SignedSource<<9d4144d0f0155ac8aef29a6e7b863326>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionDetail_viewer$data = {
  readonly isAdmin: boolean;
  readonly isSubscriber: boolean;
  readonly " $fragmentType": "QuestionDetail_viewer";
};
export type QuestionDetail_viewer$key = {
  readonly " $data"?: QuestionDetail_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionDetail_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionDetail_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSubscriber",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "afe18e779f2e921240682100eff47b02";

export default node;
