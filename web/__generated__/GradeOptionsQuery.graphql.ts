/**
 * @generated SignedSource<<14f5118513711d0a1dfd0afd46437c58>>
 * @relayHash 36d81e287e86dee116ebb83e41e2434e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c01e92cc58c08b97ec48a7c6425adb4d92bee60a1924b05133229e3522b2a5c0

import { ConcreteRequest } from 'relay-runtime';
export type GradeOptionsQuery$variables = Record<PropertyKey, never>;
export type GradeOptionsQuery$data = {
  readonly choices: {
    readonly grades: ReadonlyArray<number>;
  };
};
export type GradeOptionsQuery = {
  response: GradeOptionsQuery$data;
  variables: GradeOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Choices",
    "kind": "LinkedField",
    "name": "choices",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "grades",
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
    "name": "GradeOptionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GradeOptionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "c01e92cc58c08b97ec48a7c6425adb4d92bee60a1924b05133229e3522b2a5c0",
    "metadata": {},
    "name": "GradeOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b7512b04f78df322fdb732e148a89303";

export default node;
