/**
 * @generated SignedSource<<943898a043fb573fc13073367e225be7>>
 * @relayHash c73b652f9c195c30d3db5373023ea954
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a94c4fec85f8e1a4bf632b4daebaf1e570da5bebd518099e9b1bbe16e1bf4710

import { ConcreteRequest } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type UpdateQuestionInput = {
  answer?: string | null | undefined;
  choices?: ReadonlyArray<string> | null | undefined;
  competitionName?: string | null | undefined;
  competitionYear?: number | null | undefined;
  difficultyLevel?: number | null | undefined;
  isMultipleChoice?: boolean | null | undefined;
  openedAt?: any | null | undefined;
  organizationName?: string | null | undefined;
  problemHtml?: string | null | undefined;
  problemNumber?: number | null | undefined;
  schoolGrade?: number | null | undefined;
  setName?: string | null | undefined;
  solutionHtml?: string | null | undefined;
  solutionText?: string | null | undefined;
  text?: string | null | undefined;
  topic?: Topic | null | undefined;
};
export type QuestionEditorSaveMutation$variables = {
  input: UpdateQuestionInput;
  questionId: number;
};
export type QuestionEditorSaveMutation$data = {
  readonly updateQuestion: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "QuestionDraft";
    readonly updatedAt: any;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type QuestionEditorSaveMutation = {
  response: QuestionEditorSaveMutation$data;
  variables: QuestionEditorSaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
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
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "questionId",
        "variableName": "questionId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateQuestion",
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
            "name": "updatedAt",
            "storageKey": null
          }
        ],
        "type": "QuestionDraft",
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
    "name": "QuestionEditorSaveMutation",
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
    "name": "QuestionEditorSaveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a94c4fec85f8e1a4bf632b4daebaf1e570da5bebd518099e9b1bbe16e1bf4710",
    "metadata": {},
    "name": "QuestionEditorSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d49bfae2dd4809f2e09f773ccab0565e";

export default node;
