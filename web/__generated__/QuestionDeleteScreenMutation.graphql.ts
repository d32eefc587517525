/**
 * @generated SignedSource<<24412bff1d59bc9c20aec3f0ba0e198b>>
 * @relayHash 569b444e91f0dfeb79257cfb845aca65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 28614729fdc664a6358b20e0469dc096de4df890700cba02ace3ca5817da756c

import { ConcreteRequest } from 'relay-runtime';
export type QuestionDeleteScreenMutation$variables = {
  questionId: number;
};
export type QuestionDeleteScreenMutation$data = {
  readonly deleteQuestion: {
    readonly message: string;
    readonly questionId: number;
  };
};
export type QuestionDeleteScreenMutation = {
  response: QuestionDeleteScreenMutation$data;
  variables: QuestionDeleteScreenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "questionId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "questionId",
        "variableName": "questionId"
      }
    ],
    "concreteType": "DeletedQuestion",
    "kind": "LinkedField",
    "name": "deleteQuestion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "questionId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "QuestionDeleteScreenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuestionDeleteScreenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "28614729fdc664a6358b20e0469dc096de4df890700cba02ace3ca5817da756c",
    "metadata": {},
    "name": "QuestionDeleteScreenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4a88204601a585acec2b521993e33983";

export default node;
