/**
 * @generated SignedSource<<8bf646c3b0b919de100aa7c368d9b446>>
 * @relayHash a0fb67ebb2b56eb89c2a82c350e07204
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f558b86b2e862b8fbcc510a5fb33a5ffda8aa8be3acceaa0185fa1bcc3a83778

import { ConcreteRequest } from 'relay-runtime';
export type SurveyAdminCreateMutation$variables = {
  answers: ReadonlyArray<string>;
  question: string;
};
export type SurveyAdminCreateMutation$data = {
  readonly createSurvey: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type SurveyAdminCreateMutation = {
  response: SurveyAdminCreateMutation$data;
  variables: SurveyAdminCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "answers"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "question"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "answers",
        "variableName": "answers"
      },
      {
        "kind": "Variable",
        "name": "question",
        "variableName": "question"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createSurvey",
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
    "name": "SurveyAdminCreateMutation",
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
    "name": "SurveyAdminCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f558b86b2e862b8fbcc510a5fb33a5ffda8aa8be3acceaa0185fa1bcc3a83778",
    "metadata": {},
    "name": "SurveyAdminCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ca5b562581d4e6ae348f53ea4e46bee9";

export default node;
