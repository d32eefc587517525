/**
 * @generated SignedSource<<3d210f7a7dba0fc8fdce2441224befa6>>
 * @relayHash 3888bb2f2e456127ba7f73a3f235f070
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dad2e5b82a2c4df433609115dec269c3fbef3d8a20b9ecad38474123096a6925

import { ConcreteRequest } from 'relay-runtime';
export type useCheckReviewAnswerMutation$variables = {
  answer: string;
  questionId: number;
};
export type useCheckReviewAnswerMutation$data = {
  readonly checkReviewAnswer: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "ReviewCheck";
    readonly answer: string;
    readonly correct: boolean;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCheckReviewAnswerMutation = {
  response: useCheckReviewAnswerMutation$data;
  variables: useCheckReviewAnswerMutation$variables;
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
  "name": "questionId"
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
        "name": "questionId",
        "variableName": "questionId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "checkReviewAnswer",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "correct",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "answer",
            "storageKey": null
          }
        ],
        "type": "ReviewCheck",
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
    "name": "useCheckReviewAnswerMutation",
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
    "name": "useCheckReviewAnswerMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "dad2e5b82a2c4df433609115dec269c3fbef3d8a20b9ecad38474123096a6925",
    "metadata": {},
    "name": "useCheckReviewAnswerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7131151777d7b51ef9552dc83658171d";

export default node;
