/**
 * @generated SignedSource<<30655748f5395a119d283a81be13c740>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SurveyAdmin_query$data = {
  readonly surveys: ReadonlyArray<{
    readonly answers: ReadonlyArray<string>;
    readonly open: boolean;
    readonly question: string;
    readonly surveyId: number;
  }>;
  readonly " $fragmentType": "SurveyAdmin_query";
};
export type SurveyAdmin_query$key = {
  readonly " $data"?: SurveyAdmin_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SurveyAdmin_query">;
};

import SurveyAdminRefetchQuery_graphql from './SurveyAdminRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": SurveyAdminRefetchQuery_graphql
    }
  },
  "name": "SurveyAdmin_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Survey",
      "kind": "LinkedField",
      "name": "surveys",
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
          "name": "answers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "open",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2c1770f3340d1e472e96909e16abfaae";

export default node;
