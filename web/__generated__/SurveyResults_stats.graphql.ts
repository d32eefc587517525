/**
 * @generated SignedSource<<8fa0420601ca343a9c0a5dac7485c2a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SurveyResults_stats$data = {
  readonly surveySummary: ReadonlyArray<{
    readonly answer: string;
    readonly question: string;
    readonly surveyId: number;
    readonly votes: number;
  }>;
  readonly " $fragmentType": "SurveyResults_stats";
};
export type SurveyResults_stats$key = {
  readonly " $data"?: SurveyResults_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"SurveyResults_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SurveyResults_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SurveyAnswerVotes",
      "kind": "LinkedField",
      "name": "surveySummary",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "surveyId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
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
          "name": "votes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Stats",
  "abstractKey": null
};

(node as any).hash = "a07025b6b0c671cee96cb3589e965056";

export default node;
