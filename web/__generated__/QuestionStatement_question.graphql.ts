/**
 * @generated SignedSource<<e9b2e5c5a7e554e0ed735fcad155ae1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionStatement_question$data = {
  readonly choices: ReadonlyArray<string>;
  readonly imageUrl: string | null | undefined;
  readonly isMultipleChoice: boolean;
  readonly problemHtml: string;
  readonly text: string;
  readonly " $fragmentType": "QuestionStatement_question";
};
export type QuestionStatement_question$key = {
  readonly " $data"?: QuestionStatement_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuestionStatement_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuestionStatement_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "problemHtml",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isMultipleChoice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "choices",
      "storageKey": null
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "5e69bbc4ee15f061b49f1efd58834c81";

export default node;
