/**
 * @generated SignedSource<<ceb3c90178b1bd7b722666e1b191c4a1>>
 * @relayHash 54935948d75dfdfeb3992ddf5b7a32fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 157913ac96167daf16e0ff7ed93f001e826f004472ade1d544ff781105ab7889

import { ConcreteRequest } from 'relay-runtime';
export type CompetitionFamily = "AIME" | "AMC10" | "AMC12" | "AMC8" | "%future added value";
export type CourseEditScreenQuery$variables = {
  courseId: number;
};
export type CourseEditScreenQuery$data = {
  readonly choices: {
    readonly families: ReadonlyArray<{
      readonly family: CompetitionFamily;
      readonly label: string;
    }>;
  };
  readonly course: {
    readonly category: string;
    readonly courseId: number;
    readonly family: CompetitionFamily;
    readonly lessons: ReadonlyArray<{
      readonly active: boolean;
      readonly lessonId: number;
      readonly name: string;
    }>;
    readonly name: string;
    readonly updatedAt: any;
  } | null | undefined;
};
export type CourseEditScreenQuery = {
  response: CourseEditScreenQuery$data;
  variables: CourseEditScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "courseId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "family",
  "storageKey": null
},
v2 = {
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
      "concreteType": "FamilyChoice",
      "kind": "LinkedField",
      "name": "families",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "courseId",
    "variableName": "courseId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "courseId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updatedAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lessonId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v10 = {
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
    "name": "CourseEditScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "course",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v1/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Lesson",
            "kind": "LinkedField",
            "name": "lessons",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v5/*:: as any*/),
              (v9/*:: as any*/)
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
    "name": "CourseEditScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "Course",
        "kind": "LinkedField",
        "name": "course",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v1/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Lesson",
            "kind": "LinkedField",
            "name": "lessons",
            "plural": true,
            "selections": [
              (v8/*:: as any*/),
              (v5/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "157913ac96167daf16e0ff7ed93f001e826f004472ade1d544ff781105ab7889",
    "metadata": {},
    "name": "CourseEditScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c659533dfa42366746c28bcfcdfa07d6";

export default node;
