/**
 * @generated SignedSource<<298f58fa2b3e2f47a6e21dddba66e141>>
 * @relayHash 83c6b334f72b68b52b121b5777a4c879
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52a523d9110b35384a972bac78b679f0cd109c31a68c2635cffd6667036be84f

import { ConcreteRequest } from 'relay-runtime';
export type mutationsUpdateDifficultyMutation$variables = {
  difficultyLevel: number;
  studentEmail?: string | null | undefined;
};
export type mutationsUpdateDifficultyMutation$data = {
  readonly updateDifficulty: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "User";
    readonly difficultyLevel: number | null | undefined;
    readonly id: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type mutationsUpdateDifficultyMutation = {
  response: mutationsUpdateDifficultyMutation$data;
  variables: mutationsUpdateDifficultyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "difficultyLevel"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studentEmail"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "difficultyLevel",
    "variableName": "difficultyLevel"
  },
  {
    "kind": "Variable",
    "name": "studentEmail",
    "variableName": "studentEmail"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "difficultyLevel",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsUpdateDifficultyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDifficulty",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsUpdateDifficultyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateDifficulty",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "52a523d9110b35384a972bac78b679f0cd109c31a68c2635cffd6667036be84f",
    "metadata": {},
    "name": "mutationsUpdateDifficultyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "39fbbf363b22e767739a2d4816584363";

export default node;
