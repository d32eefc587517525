/**
 * @generated SignedSource<<72884925ab8ac6182286cb439024a7ec>>
 * @relayHash 3f6452da61669770c1adc71940c3e879
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 67ebbfe7cc7dc7c812a6017ddf42f190069cd2cc80b7735a55edf66162b85e76

import { ConcreteRequest } from 'relay-runtime';
export type QuestionStatus = "DELETED" | "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type QuestionEditorQuery$variables = {
  questionId: number;
};
export type QuestionEditorQuery$data = {
  readonly questionDraft: {
    readonly answer: string;
    readonly choices: ReadonlyArray<string>;
    readonly competitionName: string | null | undefined;
    readonly competitionYear: number | null | undefined;
    readonly difficultyLevel: number | null | undefined;
    readonly isMultipleChoice: boolean;
    readonly organizationName: string | null | undefined;
    readonly problemHtml: string | null | undefined;
    readonly problemNumber: number;
    readonly questionId: number;
    readonly revisions: ReadonlyArray<{
      readonly changed: ReadonlyArray<string>;
      readonly createdAt: any;
      readonly editorName: string | null | undefined;
      readonly revisionId: number;
    }>;
    readonly schoolGrade: number | null | undefined;
    readonly setName: string | null | undefined;
    readonly solutionHtml: string | null | undefined;
    readonly solutionText: string | null | undefined;
    readonly status: QuestionStatus;
    readonly text: string | null | undefined;
    readonly topic: Topic | null | undefined;
    readonly updatedAt: any;
  } | null | undefined;
};
export type QuestionEditorQuery = {
  response: QuestionEditorQuery$data;
  variables: QuestionEditorQuery$variables;
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
    "concreteType": "QuestionDraft",
    "kind": "LinkedField",
    "name": "questionDraft",
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
        "name": "text",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "problemHtml",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isMultipleChoice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "choices",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "answer",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "solutionText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "solutionHtml",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "problemNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "competitionName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "competitionYear",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "topic",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "schoolGrade",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "difficultyLevel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "organizationName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "setName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "QuestionRevision",
        "kind": "LinkedField",
        "name": "revisions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revisionId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "changed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editorName",
            "storageKey": null
          }
        ],
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
    "name": "QuestionEditorQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuestionEditorQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "67ebbfe7cc7dc7c812a6017ddf42f190069cd2cc80b7735a55edf66162b85e76",
    "metadata": {},
    "name": "QuestionEditorQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "015d9a05d446283fc5ef9886f1caed4b";

export default node;
