/**
 * @generated SignedSource<<53727e8b08d8f8b93720b2cdb5fd0cde>>
 * @relayHash 0acae9d712624aa4e99d88a21528407d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35bc50bf4c8805d340371e34f520f3c73cd56d9b87f26a4714bc3305ab31dbb1

import { ConcreteRequest } from 'relay-runtime';
export type SurveyAdminOpenMutation$variables = {
  open: boolean;
  surveyId: number;
};
export type SurveyAdminOpenMutation$data = {
  readonly setSurveyOpen: {
    readonly open: boolean;
    readonly surveyId: number;
  };
};
export type SurveyAdminOpenMutation = {
  response: SurveyAdminOpenMutation$data;
  variables: SurveyAdminOpenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "open"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "surveyId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "open",
        "variableName": "open"
      },
      {
        "kind": "Variable",
        "name": "surveyId",
        "variableName": "surveyId"
      }
    ],
    "concreteType": "Survey",
    "kind": "LinkedField",
    "name": "setSurveyOpen",
    "plural": false,
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
        "name": "open",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SurveyAdminOpenMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "SurveyAdminOpenMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "35bc50bf4c8805d340371e34f520f3c73cd56d9b87f26a4714bc3305ab31dbb1",
    "metadata": {},
    "name": "SurveyAdminOpenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8349ca50b19384fba5db3c25314a222f";

export default node;
