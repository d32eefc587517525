/**
 * @generated SignedSource<<1d0a03e57fbf44b15070b7004e2db799>>
 * @relayHash 998c0c797f3af2691993078f41d4e7da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41096e9a856e07fc1d6a1bdf20ca76c792b298af5cedff551fe14d530a698fe1

import { ConcreteRequest } from 'relay-runtime';
export type QuestionEditScreenQuery$variables = Record<PropertyKey, never>;
export type QuestionEditScreenQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
  } | null | undefined;
};
export type QuestionEditScreenQuery = {
  response: QuestionEditScreenQuery$data;
  variables: QuestionEditScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAdmin",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "QuestionEditScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "QuestionEditScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "41096e9a856e07fc1d6a1bdf20ca76c792b298af5cedff551fe14d530a698fe1",
    "metadata": {},
    "name": "QuestionEditScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b5a48d3108be3e32fb2336391ffeac5a";

export default node;
