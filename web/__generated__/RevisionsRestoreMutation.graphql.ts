/**
 * @generated SignedSource<<2cce166a799e2379dd0def1d1d7c83c9>>
 * @relayHash 76441bcc7ef1d3738713278141c0f358
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed094eedf62bfad97adaed600ffb2c9563dfa443893431cacd12b1e82d5c0313

import { ConcreteRequest } from 'relay-runtime';
export type RevisionsRestoreMutation$variables = {
  openedAt?: any | null | undefined;
  revisionId: number;
};
export type RevisionsRestoreMutation$data = {
  readonly restoreQuestionRevision: {
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
export type RevisionsRestoreMutation = {
  response: RevisionsRestoreMutation$data;
  variables: RevisionsRestoreMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "openedAt"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "revisionId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "openedAt",
        "variableName": "openedAt"
      },
      {
        "kind": "Variable",
        "name": "revisionId",
        "variableName": "revisionId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "restoreQuestionRevision",
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
    "name": "RevisionsRestoreMutation",
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
    "name": "RevisionsRestoreMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ed094eedf62bfad97adaed600ffb2c9563dfa443893431cacd12b1e82d5c0313",
    "metadata": {},
    "name": "RevisionsRestoreMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d79fca6b6c5f7ab888535454968f6b07";

export default node;
