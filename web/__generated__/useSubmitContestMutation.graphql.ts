/**
 * @generated SignedSource<<9a5cd23aec2fd24fbf1b4897fa70e198>>
 * @relayHash f750880d47cdc92dd236bdb4700bd836
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 235b0675eaa36b93ace1e05b4130611830e9232722dec13294809daa97f45111

import { ConcreteRequest } from 'relay-runtime';
export type ContestAnswerInput = {
  answer: string;
  questionId: number;
};
export type ContestNameInput = {
  name: string;
  year: number;
};
export type useSubmitContestMutation$variables = {
  answers: ReadonlyArray<ContestAnswerInput>;
  competition?: ContestNameInput | null | undefined;
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
  "name": "competition"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startToken"
},
v3 = [
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
        "name": "competition",
        "variableName": "competition"
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
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitContestMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useSubmitContestMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "235b0675eaa36b93ace1e05b4130611830e9232722dec13294809daa97f45111",
    "metadata": {},
    "name": "useSubmitContestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "842bb48fa456c3e87b0d38aa11c56620";

export default node;
