/**
 * @generated SignedSource<<d686e82ea51f149d28f329267facdda3>>
 * @relayHash 0e3d443ec7f215fdc2e3ce27f5972279
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 22c86c219a5117d3cebb4223fcbd39983715c95555c86f87478e236c9072403e

import { ConcreteRequest } from 'relay-runtime';
export type StudentLinkStatus = "ACCEPTED" | "PENDING" | "%future added value";
export type mutationsSaveStudentMutation$variables = {
  studentEmail: string;
  studentGrade: number;
};
export type mutationsSaveStudentMutation$data = {
  readonly saveStudent: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "StudentLinkRequest";
    readonly status: StudentLinkStatus;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type mutationsSaveStudentMutation = {
  response: mutationsSaveStudentMutation$data;
  variables: mutationsSaveStudentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studentEmail"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studentGrade"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "studentEmail",
        "variableName": "studentEmail"
      },
      {
        "kind": "Variable",
        "name": "studentGrade",
        "variableName": "studentGrade"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveStudent",
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
        "type": "StudentLinkRequest",
        "abstractKey": null
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
    "name": "mutationsSaveStudentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsSaveStudentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "22c86c219a5117d3cebb4223fcbd39983715c95555c86f87478e236c9072403e",
    "metadata": {},
    "name": "mutationsSaveStudentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "82009386dda3533db3b95c02da488ea6";

export default node;
