/**
 * @generated SignedSource<<df79442e592f67738584e4eaa96513d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExampleQuestion_question$data = {
  readonly questionId: number;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question" | "StaffLinks_question">;
  readonly " $fragmentType": "ExampleQuestion_question";
};
export type ExampleQuestion_question$key = {
  readonly " $data"?: ExampleQuestion_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExampleQuestion_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExampleQuestion_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "questionId",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "QuestionStatement_question"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "StaffLinks_question"
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "86329fb93d8a1bab3e97e719eb2e800a";

export default node;
