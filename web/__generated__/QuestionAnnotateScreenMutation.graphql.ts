/**
 * @generated SignedSource<<8c30f010f7b11be536c50477114389de>>
 * @relayHash 31450895d10eadfa4752a1023bdb072a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4dfcfa656add02d2b654040465b0df897e71fb0c9a8aa22d802ee83ce15d0e17

import { ConcreteRequest } from 'relay-runtime';
export type Topic = "ALGEBRA" | "COUNTING_PROBABILITY" | "GEOMETRY" | "NUMBER_THEORY" | "%future added value";
export type QuestionAnnotateScreenMutation$variables = {
  difficultyLevel?: number | null | undefined;
  openedAt?: any | null | undefined;
  questionId: number;
  schoolGrade?: number | null | undefined;
  sectionIds: ReadonlyArray<number>;
  topic?: Topic | null | undefined;
};
export type QuestionAnnotateScreenMutation$data = {
  readonly annotateQuestion: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "QuestionDraft";
    readonly questionId: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type QuestionAnnotateScreenMutation = {
  response: QuestionAnnotateScreenMutation$data;
  variables: QuestionAnnotateScreenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "difficultyLevel"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "openedAt"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "questionId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "schoolGrade"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sectionIds"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "topic"
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "difficultyLevel",
        "variableName": "difficultyLevel"
      },
      {
        "kind": "Variable",
        "name": "openedAt",
        "variableName": "openedAt"
      },
      {
        "kind": "Variable",
        "name": "questionId",
        "variableName": "questionId"
      },
      {
        "kind": "Variable",
        "name": "schoolGrade",
        "variableName": "schoolGrade"
      },
      {
        "kind": "Variable",
        "name": "sectionIds",
        "variableName": "sectionIds"
      },
      {
        "kind": "Variable",
        "name": "topic",
        "variableName": "topic"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "annotateQuestion",
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
            "name": "questionId",
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuestionAnnotateScreenMutation",
    "selections": (v6/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "QuestionAnnotateScreenMutation",
    "selections": (v6/*:: as any*/)
  },
  "params": {
    "id": "4dfcfa656add02d2b654040465b0df897e71fb0c9a8aa22d802ee83ce15d0e17",
    "metadata": {},
    "name": "QuestionAnnotateScreenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d29bc221446f0cafc8f798267bb5742b";

export default node;
