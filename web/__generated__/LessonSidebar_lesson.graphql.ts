/**
 * @generated SignedSource<<adcb43ea304af99c60e8bb2e197c48fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LessonSidebar_lesson$data = {
  readonly lessonId: number;
  readonly sections: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly progress: {
      readonly completed: number;
      readonly total: number;
    };
    readonly sectionId: number;
  }>;
  readonly " $fragmentType": "LessonSidebar_lesson";
};
export type LessonSidebar_lesson$key = {
  readonly " $data"?: LessonSidebar_lesson$data;
  readonly " $fragmentSpreads": FragmentRefs<"LessonSidebar_lesson">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LessonSidebar_lesson",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lessonId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Section",
      "kind": "LinkedField",
      "name": "sections",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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
          "concreteType": "Completion",
          "kind": "LinkedField",
          "name": "progress",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "completed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "total",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lesson",
  "abstractKey": null
};

(node as any).hash = "0d77abd4c9cfc3a818db265749e47102";

export default node;
