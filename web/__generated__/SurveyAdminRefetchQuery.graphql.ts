/**
 * @generated SignedSource<<022e6e3508aaacc299637b3eb8060457>>
 * @relayHash 4605a6ae0e42a6173367f2929f2084fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6b39d4c6b6f5211128aeefad4f45611a44d2567a1972a31e155d828e270404ea

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SurveyAdminRefetchQuery$variables = Record<PropertyKey, never>;
export type SurveyAdminRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SurveyAdmin_query">;
};
export type SurveyAdminRefetchQuery = {
  response: SurveyAdminRefetchQuery$data;
  variables: SurveyAdminRefetchQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SurveyAdminRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SurveyAdmin_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SurveyAdminRefetchQuery",
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
    ]
  },
  "params": {
    "id": "6b39d4c6b6f5211128aeefad4f45611a44d2567a1972a31e155d828e270404ea",
    "metadata": {},
    "name": "SurveyAdminRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "2c1770f3340d1e472e96909e16abfaae";

export default node;
