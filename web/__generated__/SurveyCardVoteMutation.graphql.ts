/**
 * @generated SignedSource<<8e9ab697d6c3614855e37aa2c9290832>>
 * @relayHash b41d06da5aed3d3ecd02876aac46c9cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c97a7266fad5227ad7a4995e199d7c95808dc8d7ec04b0dc7989cf8b97b6ecc

import { ConcreteRequest } from 'relay-runtime';
export type SurveyCardVoteMutation$variables = {
  answer: string;
  surveyId: number;
};
export type SurveyCardVoteMutation$data = {
  readonly voteInSurvey: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type SurveyCardVoteMutation = {
  response: SurveyCardVoteMutation$data;
  variables: SurveyCardVoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "answer"
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
        "name": "answer",
        "variableName": "answer"
      },
      {
        "kind": "Variable",
        "name": "surveyId",
        "variableName": "surveyId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "voteInSurvey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "InputError",
        "abstractKey": null
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
    "name": "SurveyCardVoteMutation",
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
    "name": "SurveyCardVoteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5c97a7266fad5227ad7a4995e199d7c95808dc8d7ec04b0dc7989cf8b97b6ecc",
    "metadata": {},
    "name": "SurveyCardVoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0cb062ad8efe6653ccdeb5da7629706b";

export default node;
