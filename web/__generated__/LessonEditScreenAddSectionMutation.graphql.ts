/**
 * @generated SignedSource<<458b9886c6e0b852bb5e92e390ce7f61>>
 * @relayHash 7ecd2deecc313afa50679760cd5c6e52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f48493b237c0724a84f66f91e5ee5709df1ebd7ee3a4d6d2d7424451feb5906c

import { ConcreteRequest } from 'relay-runtime';
export type LessonEditScreenAddSectionMutation$variables = {
  lessonId: number;
  name: string;
};
export type LessonEditScreenAddSectionMutation$data = {
  readonly addSection: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "Section";
    readonly sectionId: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type LessonEditScreenAddSectionMutation = {
  response: LessonEditScreenAddSectionMutation$data;
  variables: LessonEditScreenAddSectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lessonId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "lessonId",
    "variableName": "lessonId"
  },
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "name"
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sectionId",
      "storageKey": null
    }
  ],
  "type": "Section",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LessonEditScreenAddSectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addSection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "LessonEditScreenAddSectionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addSection",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
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
    "id": "f48493b237c0724a84f66f91e5ee5709df1ebd7ee3a4d6d2d7424451feb5906c",
    "metadata": {},
    "name": "LessonEditScreenAddSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "530ff3a2e3173e8a35996c5762ccf0c4";

export default node;
