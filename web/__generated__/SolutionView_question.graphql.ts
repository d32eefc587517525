/**
 * @generated SignedSource<<5f0a60f5215704b2ffca795fe0384953>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SolutionView_question$data = {
  readonly reveal: {
    readonly answer: string;
    readonly solutionHtml: string | null | undefined;
    readonly solutionText: string | null | undefined;
    readonly solutionUrl: string | null | undefined;
    readonly solutionVideos: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "SolutionView_question";
};
export type SolutionView_question$key = {
  readonly " $data"?: SolutionView_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"SolutionView_question">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SolutionView_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "QuestionReveal",
      "kind": "LinkedField",
      "name": "reveal",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "solutionText",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "solutionHtml",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "solutionUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "solutionVideos",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Question",
  "abstractKey": null
};

(node as any).hash = "869ae20d0dde3218a3b9e19ec0a99692";

export default node;
