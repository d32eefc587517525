/**
 * @generated SignedSource<<131b1654257e80de8414ab541c0f9002>>
 * @relayHash 3937b726dcb49509de6ef57ceacbae8a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acb8c32aaacbcbf024fefc9007d990b94300c8566b0f5c55f2d95aa34b8a0653

import { ConcreteRequest } from 'relay-runtime';
export type QuestionPreviewQuery$variables = {
  isMultipleChoice: boolean;
  problemHtml: string;
};
export type QuestionPreviewQuery$data = {
  readonly questionPreview: {
    readonly choices: ReadonlyArray<string>;
    readonly problemHtml: string | null | undefined;
  };
};
export type QuestionPreviewQuery = {
  response: QuestionPreviewQuery$data;
  variables: QuestionPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isMultipleChoice"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "problemHtml"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "isMultipleChoice",
        "variableName": "isMultipleChoice"
      },
      {
        "kind": "Variable",
        "name": "problemHtml",
        "variableName": "problemHtml"
      }
    ],
    "concreteType": "QuestionPreview",
    "kind": "LinkedField",
    "name": "questionPreview",
    "plural": false,
    "selections": [
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
        "name": "choices",
        "storageKey": null
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
    "name": "QuestionPreviewQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "QuestionPreviewQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "acb8c32aaacbcbf024fefc9007d990b94300c8566b0f5c55f2d95aa34b8a0653",
    "metadata": {},
    "name": "QuestionPreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a2d170d9f5b3c81bace480b38368d2a4";

export default node;
