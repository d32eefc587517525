/**
 * @generated SignedSource<<a192bd1e637774677bf4e5a6bb475d16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SectionTabs_section$data = {
  readonly exampleQuestions: ReadonlyArray<{
    readonly questionId: number;
    readonly " $fragmentSpreads": FragmentRefs<"ExampleQuestion_question">;
  }>;
  readonly name: string;
  readonly notesHtml: string;
  readonly sectionId: number;
  readonly " $fragmentSpreads": FragmentRefs<"PracticeTab_section">;
  readonly " $fragmentType": "SectionTabs_section";
};
export type SectionTabs_section$key = {
  readonly " $data"?: SectionTabs_section$data;
  readonly " $fragmentSpreads": FragmentRefs<"SectionTabs_section">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SectionTabs_section",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sectionId",
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
      "name": "notesHtml",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Question",
      "kind": "LinkedField",
      "name": "exampleQuestions",
      "plural": true,
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
          "name": "ExampleQuestion_question"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PracticeTab_section"
    }
  ],
  "type": "Section",
  "abstractKey": null
};

(node as any).hash = "bc84b39f0cd7552d9d79d997a40e0ea4";

export default node;
