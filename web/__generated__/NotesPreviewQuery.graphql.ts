/**
 * @generated SignedSource<<4175c73a987d4aae5ce0d664c8269753>>
 * @relayHash 6ce3fdaed94233b270a933785a31d47d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6426841a315ff1b58f6b7e0126f6bc36190aac5f60c1a20a4babfd403da6f1b0

import { ConcreteRequest } from 'relay-runtime';
export type NotesPreviewQuery$variables = {
  html: string;
};
export type NotesPreviewQuery$data = {
  readonly questionPreview: {
    readonly problemHtml: string | null | undefined;
  };
};
export type NotesPreviewQuery = {
  response: NotesPreviewQuery$data;
  variables: NotesPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "html"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "isMultipleChoice",
        "value": false
      },
      {
        "kind": "Variable",
        "name": "problemHtml",
        "variableName": "html"
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NotesPreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotesPreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6426841a315ff1b58f6b7e0126f6bc36190aac5f60c1a20a4babfd403da6f1b0",
    "metadata": {},
    "name": "NotesPreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1e5f3e45e0659431cd9c8b032aea5922";

export default node;
