/**
 * @generated SignedSource<<6025e5040fa25bbc6d6bd72dd207ae74>>
 * @relayHash d086feadc278a4a2110fcef457f0d5ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3f929d9988df540dfa755f706659fa3f859bdaa79726c5a99cfe3681b0c5895

import { ConcreteRequest } from 'relay-runtime';
export type LessonEditScreenQuery$variables = {
  lessonId: number;
};
export type LessonEditScreenQuery$data = {
  readonly lesson: {
    readonly course: {
      readonly courseId: number;
      readonly name: string;
    };
    readonly description: string | null | undefined;
    readonly lessonId: number;
    readonly name: string;
    readonly sections: ReadonlyArray<{
      readonly name: string;
      readonly sectionId: number;
    }>;
    readonly updatedAt: any;
  } | null | undefined;
};
export type LessonEditScreenQuery = {
  response: LessonEditScreenQuery$data;
  variables: LessonEditScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lessonId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "lessonId",
    "variableName": "lessonId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lessonId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "courseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sectionId",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LessonEditScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Lesson",
        "kind": "LinkedField",
        "name": "lesson",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Course",
            "kind": "LinkedField",
            "name": "course",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Section",
            "kind": "LinkedField",
            "name": "sections",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LessonEditScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Lesson",
        "kind": "LinkedField",
        "name": "lesson",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Course",
            "kind": "LinkedField",
            "name": "course",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v3/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Section",
            "kind": "LinkedField",
            "name": "sections",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v3/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f3f929d9988df540dfa755f706659fa3f859bdaa79726c5a99cfe3681b0c5895",
    "metadata": {},
    "name": "LessonEditScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ae6cad582f2ca5a65f04b78431a339c6";

export default node;
