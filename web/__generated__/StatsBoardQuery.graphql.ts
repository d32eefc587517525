/**
 * @generated SignedSource<<78d798f697c15ba489464536e7838a73>>
 * @relayHash 62f68cc54d0482d3c4c282e75c3196e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d39f2a7eb37e93cc880a278e557c68f4b3941201dd5bbfae02e9f4358898613a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttemptSource = "CONTEST" | "LESSON" | "PRACTICE" | "QUESTION" | "REVIEW" | "%future added value";
export type StatsBoardQuery$variables = Record<PropertyKey, never>;
export type StatsBoardQuery$data = {
  readonly stats: {
    readonly answersBySource: ReadonlyArray<{
      readonly count: number;
      readonly source: AttemptSource;
      readonly week: string;
    }>;
    readonly churnRates: ReadonlyArray<{
      readonly month: string;
      readonly rate: number;
    }>;
    readonly dailyActiveUsers: ReadonlyArray<{
      readonly count: number;
      readonly day: string;
    }>;
    readonly monthlyActiveUsers: ReadonlyArray<{
      readonly count: number;
      readonly month: string;
    }>;
    readonly monthlyAnswerCounts: ReadonlyArray<{
      readonly count: number;
      readonly month: string;
    }>;
    readonly monthlyInactiveUsers: ReadonlyArray<{
      readonly count: number;
      readonly month: string;
    }>;
    readonly summary: {
      readonly totalAnswers: number;
      readonly totalUsers: number;
      readonly uniqueQuestionsThisMonth: number;
      readonly uniqueUsersThisMonth: number;
    };
    readonly weeklyActiveUsers: ReadonlyArray<{
      readonly count: number;
      readonly day: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"SurveyResults_stats">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"SurveyAdmin_query">;
};
export type StatsBoardQuery = {
  response: StatsBoardQuery$data;
  variables: StatsBoardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "StatsSummary",
  "kind": "LinkedField",
  "name": "summary",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uniqueUsersThisMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalUsers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uniqueQuestionsThisMonth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAnswers",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "day",
    "storageKey": null
  },
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "DayCount",
  "kind": "LinkedField",
  "name": "dailyActiveUsers",
  "plural": true,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "DayCount",
  "kind": "LinkedField",
  "name": "weeklyActiveUsers",
  "plural": true,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "month",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/),
  (v1/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "MonthCount",
  "kind": "LinkedField",
  "name": "monthlyAnswerCounts",
  "plural": true,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "MonthCount",
  "kind": "LinkedField",
  "name": "monthlyActiveUsers",
  "plural": true,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "MonthCount",
  "kind": "LinkedField",
  "name": "monthlyInactiveUsers",
  "plural": true,
  "selections": (v6/*:: as any*/),
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "ChurnRate",
  "kind": "LinkedField",
  "name": "churnRates",
  "plural": true,
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rate",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "SourceCount",
  "kind": "LinkedField",
  "name": "answersBySource",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "week",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
      "storageKey": null
    },
    (v1/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "surveyId",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "question",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StatsBoardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Stats",
        "kind": "LinkedField",
        "name": "stats",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SurveyResults_stats"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SurveyAdmin_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StatsBoardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Stats",
        "kind": "LinkedField",
        "name": "stats",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SurveyAnswerVotes",
            "kind": "LinkedField",
            "name": "surveySummary",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "votes",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Survey",
        "kind": "LinkedField",
        "name": "surveys",
        "plural": true,
        "selections": [
          (v12/*:: as any*/),
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "answers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "open",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d39f2a7eb37e93cc880a278e557c68f4b3941201dd5bbfae02e9f4358898613a",
    "metadata": {},
    "name": "StatsBoardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "94de7a19f7eeb1ad046d1a21c66824ef";

export default node;
