/**
 * @generated SignedSource<<b6a1738f27d8e52120e959564126bd8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SurveyCard_survey$data = {
  readonly answers: ReadonlyArray<string>;
  readonly question: string;
  readonly surveyId: number;
  readonly " $fragmentType": "SurveyCard_survey";
};
export type SurveyCard_survey$key = {
  readonly " $data"?: SurveyCard_survey$data;
  readonly " $fragmentSpreads": FragmentRefs<"SurveyCard_survey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SurveyCard_survey",
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
      "name": "answers",
      "storageKey": null
    }
  ],
  "type": "Survey",
  "abstractKey": null
};

(node as any).hash = "4c947ca4052f8f586ef78d27be42c8a3";

export default node;
