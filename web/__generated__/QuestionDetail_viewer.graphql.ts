/**
 * @generated SignedSource<<e7529de91b56f441d268201d380896d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionDetail_viewer$data = {
  readonly isAdmin: boolean;
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "75da04d2890b66fc48b2fa961e93fc7c";

export default node;
