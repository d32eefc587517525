/**
 * @generated SignedSource<<4da4b4b925e82b46cd4a92145d266d33>>
 * @relayHash ca3f74f08ef06fd01c38923e05771479
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a61c3da1bc87ad2739d623387330b2ad41c6a7cd9ba87bec325489574d170720

import { ConcreteRequest } from 'relay-runtime';
export type ContestAnswerInput = {
  answer: string;
  questionId: number;
};
export type useSubmitContestMutation$variables = {
  answers: ReadonlyArray<ContestAnswerInput>;
  startToken: string;
};
export type useSubmitContestMutation$data = {
  readonly submitContest: {
    readonly __typename: "ContestResult";
    readonly fullScore: number;
    readonly score: number;
    readonly submissionId: number;
  } | {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSubmitContestMutation = {
  response: useSubmitContestMutation$data;
  variables: useSubmitContestMutation$variables;
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
  "name": "startToken"
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
        "name": "startToken",
        "variableName": "startToken"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "submitContest",
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
            "name": "submissionId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "score",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fullScore",
            "storageKey": null
          }
        ],
        "type": "ContestResult",
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
    "name": "useSubmitContestMutation",
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
    "name": "useSubmitContestMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a61c3da1bc87ad2739d623387330b2ad41c6a7cd9ba87bec325489574d170720",
    "metadata": {},
    "name": "useSubmitContestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "80fedba9d4ca803a5f2df70bc34bb62a";

export default node;
