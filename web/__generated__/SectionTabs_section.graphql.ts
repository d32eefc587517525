/**
 * @generated SignedSource<<f5cc7d646c08a1514f5320967d4ba229>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SectionTabs_section$data = {
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "PracticeTab_section"
    }
  ],
  "type": "Section",
  "abstractKey": null
};

(node as any).hash = "742260adf01e5c3ca5581e1bac59c290";

export default node;
