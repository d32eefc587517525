/**
 * @generated SignedSource<<cc946d4ffd121c6e0663a2bacef437d6>>
 * @relayHash e5cfa97557bca209d5789d46b63abfd0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8ac8d06ef7233bc9c2a31796d4c9ab243118042804c5978e70cf6a1d71ce430

import { ConcreteRequest } from 'relay-runtime';
export type QuestionStatus = "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type SubmitQuestionInput = {
  answer?: string | null | undefined;
  competitionName?: string | null | undefined;
  competitionYear?: number | null | undefined;
  isMultipleChoice?: boolean | null | undefined;
  problemHtml?: string | null | undefined;
  problemNumber?: number | null | undefined;
  solution?: string | null | undefined;
  text?: string | null | undefined;
  topic?: Topic | null | undefined;
};
export type QuestionNewScreenSubmitMutation$variables = {
  input: SubmitQuestionInput;
};
export type QuestionNewScreenSubmitMutation$data = {
  readonly submitQuestion: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "SubmittedQuestion";
    readonly message: string;
    readonly questionId: number;
    readonly status: QuestionStatus;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type QuestionNewScreenSubmitMutation = {
  response: QuestionNewScreenSubmitMutation$data;
  variables: QuestionNewScreenSubmitMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "submitQuestion",
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
          (v1/*:: as any*/)
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
            "name": "questionId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "type": "SubmittedQuestion",
        "abstractKey": null
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
    "name": "QuestionNewScreenSubmitMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuestionNewScreenSubmitMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d8ac8d06ef7233bc9c2a31796d4c9ab243118042804c5978e70cf6a1d71ce430",
    "metadata": {},
    "name": "QuestionNewScreenSubmitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "75d1051dd0a4e2f936f5d4a42554d722";

export default node;
