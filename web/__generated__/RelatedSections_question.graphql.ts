/**
 * @generated SignedSource<<85c795a797e01b6f6d88f55861845e13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RelatedSections_question$data = {
  readonly relatedSections: ReadonlyArray<{
    readonly isExample: boolean;
    readonly section: {
      readonly id: string;
      readonly lesson: {
        readonly lessonId: number;
        readonly name: string;
      };
      readonly name: string;
      readonly sectionId: number;
    };
  }>;
  readonly " $fragmentType": "RelatedSections_question";
};
export type RelatedSections_question$key = {
  readonly " $data"?: RelatedSections_question$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelatedSections_question">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RelatedSections_question",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SectionPlacement",
      "kind": "LinkedField",
      "name": "relatedSections",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isExample",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Section",
          "kind": "LinkedField",
          "name": "section",
          "plural": false,
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Lesson",
              "kind": "LinkedField",
              "name": "lesson",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "lessonId",
                  "storageKey": null
                },
                (v0/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Question",
  "abstractKey": null
};
})();

(node as any).hash = "838ecdac5abdb51c424bb2aa1df99255";

export default node;
