/**
 * @generated SignedSource<<d97ce0baf68aeec7551ea0d066b28ca9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionStats_question$data = {
  readonly estimatedSuccessRate: number;
  readonly successRate: number | null | undefined;
  readonly " $fragmentType": "QuestionStats_question";
};
export type QuestionStats_question$key = {
  readonly " $data"?: QuestionStats_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStats_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionStats_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "successRate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedSuccessRate",
      "storageKey": null
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "25d77ca51b460604fcd763d037e5ba7c";

export default node;
