/**
 * @generated SignedSource<<c3a91acaa66d921719828e935e1978b4>>
 * @relayHash c71865ebef85d82c233db58f7b8afbc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e01e4090eee638ff37844249a943c7981dbd331f9a49ed97b6a86ae4dc4c1274

import { ConcreteRequest } from 'relay-runtime';
export type QuestionStatus = "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
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
    "id": "e01e4090eee638ff37844249a943c7981dbd331f9a49ed97b6a86ae4dc4c1274",
    "metadata": {},
    "name": "QuestionEditorQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9591d8d3d921700c7bdb3ac2d79ead1c";

export default node;
