/**
 * @generated SignedSource<<f590d53aa99138266941a011ba9025eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StaffLinks_question$data = {
  readonly questionId: number;
  readonly viewerMayEdit: boolean;
  readonly " $fragmentType": "StaffLinks_question";
};
export type StaffLinks_question$key = {
  readonly " $data"?: StaffLinks_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffLinks_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffLinks_question",
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
      "name": "viewerMayEdit",
      "storageKey": null
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "65babee927a7cffe44e87f5e498715e8";

export default node;
