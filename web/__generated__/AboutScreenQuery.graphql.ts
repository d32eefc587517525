/**
 * @generated SignedSource<<480a8858953d34573c3e699550355a7b>>
 * @relayHash 2cccf564e112700559c0ad11077acf69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b5fec94f46d850848f44e4dbd3a11195c2bfda7c67e199fa1a2e638d24f991a

import { ConcreteRequest } from 'relay-runtime';
export type AboutScreenQuery$variables = Record<PropertyKey, never>;
export type AboutScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly isAdmin: boolean;
    readonly isEditor: boolean;
  } | null | undefined;
};
export type AboutScreenQuery = {
  response: AboutScreenQuery$data;
  variables: AboutScreenQuery$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isEditor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAdmin",
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
    "name": "AboutScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AboutScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5b5fec94f46d850848f44e4dbd3a11195c2bfda7c67e199fa1a2e638d24f991a",
    "metadata": {},
    "name": "AboutScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d2541c08b761e9b093063297517f6186";

export default node;
