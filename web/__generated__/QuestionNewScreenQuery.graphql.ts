/**
 * @generated SignedSource<<22d96b01392c353ef28a2c14197e9ec1>>
 * @relayHash 47206ab1e1acdfca431ff8d3a0857339
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51d0a2fcdc2dab525622303a846c00ef9857e9d71c1c766d9d31b1ae70b3cf6c

import { ConcreteRequest } from 'relay-runtime';
export type QuestionNewScreenQuery$variables = Record<PropertyKey, never>;
export type QuestionNewScreenQuery$data = {
  readonly viewer: {
    readonly isAdmin: boolean;
    readonly isEditor: boolean;
  } | null | undefined;
};
export type QuestionNewScreenQuery = {
  response: QuestionNewScreenQuery$data;
  variables: QuestionNewScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEditor",
  "storageKey": null
},
v1 = {
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
    "name": "QuestionNewScreenQuery",
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
          (v1/*:: as any*/)
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
    "name": "QuestionNewScreenQuery",
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
          (v1/*:: as any*/),
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
    "id": "51d0a2fcdc2dab525622303a846c00ef9857e9d71c1c766d9d31b1ae70b3cf6c",
    "metadata": {},
    "name": "QuestionNewScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "61609b867acbc8ad93c7faedccbaa31d";

export default node;
