/**
 * @generated SignedSource<<6d82b116b9a9e041b941b7c9d4bde3dc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CourseLesson_lesson$data = {
  readonly active: boolean;
  readonly description: string | null | undefined;
  readonly lessonId: number;
  readonly name: string;
  readonly progress: {
    readonly total: number;
    readonly " $fragmentSpreads": FragmentRefs<"CompletionBar_completion">;
  };
  readonly sections: ReadonlyArray<{
    readonly sectionId: number;
  }>;
  readonly " $fragmentType": "CourseLesson_lesson";
};
export type CourseLesson_lesson$key = {
  readonly " $data"?: CourseLesson_lesson$data;
  readonly " $fragmentSpreads": FragmentRefs<"CourseLesson_lesson">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CourseLesson_lesson",
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
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
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
          "name": "total",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CompletionBar_completion"
        }
      ],
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
          "name": "sectionId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Lesson",
  "abstractKey": null
};

(node as any).hash = "02d282954b0476e099bdfe4f1e5ddd45";

export default node;
