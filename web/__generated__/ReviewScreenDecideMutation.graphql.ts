/**
 * @generated SignedSource<<70693b4543245a353a6433a6e5fcb627>>
 * @relayHash 4bb5956f6b73317b245d4ab06c0f639a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 48f2153f1c1e14b799b2f4cbae3616a19409db3447c1cce4723cf32dfd580aca

import { ConcreteRequest } from 'relay-runtime';
export type QuestionStatus = "DELETED" | "PENDING_REVIEW" | "PUBLISHED" | "REJECTED" | "%future added value";
export type ReviewDecision = "APPROVE" | "REJECT" | "%future added value";
export type ReviewScreenDecideMutation$variables = {
  decision: ReviewDecision;
  note?: string | null | undefined;
  questionId: number;
};
export type ReviewScreenDecideMutation$data = {
  readonly reviewQuestion: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "QuestionDraft";
    readonly status: QuestionStatus;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ReviewScreenDecideMutation = {
  response: ReviewScreenDecideMutation$data;
  variables: ReviewScreenDecideMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "decision"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "note"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "questionId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "decision",
        "variableName": "decision"
      },
      {
        "kind": "Variable",
        "name": "note",
        "variableName": "note"
      },
      {
        "kind": "Variable",
        "name": "questionId",
        "variableName": "questionId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "reviewQuestion",
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
            "name": "status",
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewScreenDecideMutation",
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
    "name": "ReviewScreenDecideMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "48f2153f1c1e14b799b2f4cbae3616a19409db3447c1cce4723cf32dfd580aca",
    "metadata": {},
    "name": "ReviewScreenDecideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fe9ada6a39444e63244d91cc0e9aca61";

export default node;
