/**
 * @generated SignedSource<<29f342018a92de58d5369544d7f1fbaf>>
 * @relayHash 7dcef098626c32447f4644f102e05799
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d8fbdb02ea04b0393db38635247a9db15915197f5dcb649f4c460ed5164ce15

import { ConcreteRequest } from 'relay-runtime';
export type CourseEditScreenAddLessonMutation$variables = {
  courseId: number;
  name: string;
};
export type CourseEditScreenAddLessonMutation$data = {
  readonly addLesson: {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    readonly __typename: "Lesson";
    readonly lessonId: number;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type CourseEditScreenAddLessonMutation = {
  response: CourseEditScreenAddLessonMutation$data;
  variables: CourseEditScreenAddLessonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "courseId"
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
    "name": "courseId",
    "variableName": "courseId"
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
      "name": "lessonId",
      "storageKey": null
    }
  ],
  "type": "Lesson",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CourseEditScreenAddLessonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addLesson",
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
    "name": "CourseEditScreenAddLessonMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addLesson",
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
    "id": "5d8fbdb02ea04b0393db38635247a9db15915197f5dcb649f4c460ed5164ce15",
    "metadata": {},
    "name": "CourseEditScreenAddLessonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5278e9745037411db8595d7f7d1892d9";

export default node;
