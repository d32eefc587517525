/**
 * @generated SignedSource<<9896e7e0b88a95213c0f796c787c0915>>
 * @relayHash 30729330fa61a293c677a8519f9628ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7860897ba3e1266c46b5f3c43d8799bacc12e9f00ed37e25b7b978e8baba6ce5

import { ConcreteRequest } from 'relay-runtime';
export type DevelopersScreenQuery$variables = Record<PropertyKey, never>;
export type DevelopersScreenQuery$data = {
  readonly apiLimits: {
    readonly anonymousIntrospection: boolean;
    readonly budget: number;
    readonly defaultPageSize: number;
    readonly maxAliases: number;
    readonly maxBodyBytes: number;
    readonly maxDepth: number;
    readonly maxDirectives: number;
    readonly maxListItems: number;
    readonly maxOperationListItems: number;
    readonly maxPageSize: number;
    readonly maxQueryCost: number;
    readonly maxTokens: number;
    readonly requestsPerMinute: number;
    readonly restoreRate: number;
  };
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type DevelopersScreenQuery = {
  response: DevelopersScreenQuery$data;
  variables: DevelopersScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ApiLimits",
    "kind": "LinkedField",
    "name": "apiLimits",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxQueryCost",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "budget",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "restoreRate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxDepth",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxAliases",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxDirectives",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxTokens",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxListItems",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxOperationListItems",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "defaultPageSize",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxPageSize",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "requestsPerMinute",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxBodyBytes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "anonymousIntrospection",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DevelopersScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DevelopersScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7860897ba3e1266c46b5f3c43d8799bacc12e9f00ed37e25b7b978e8baba6ce5",
    "metadata": {},
    "name": "DevelopersScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3823bbb9a63ca72e8b492593034ce563";

export default node;
