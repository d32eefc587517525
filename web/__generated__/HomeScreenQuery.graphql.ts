/**
 * @generated SignedSource<<1ee9a51eae71df4dee1ee3ea7a029097>>
 * @relayHash bc21ede8950f237373190eca7e1bc8b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33b4568dc5cacd8fb3c133758e482a58efc4be535d03cc67dcf297b6facfac71

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompetitionFamily = "AIME" | "AMC10" | "AMC12" | "AMC8" | "%future added value";
export type HomeScreenQuery$variables = Record<PropertyKey, never>;
export type HomeScreenQuery$data = {
  readonly amc10: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_entries">;
  }>;
  readonly amc12: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_entries">;
  }>;
  readonly amc8: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_entries">;
  }>;
  readonly choices: {
    readonly families: ReadonlyArray<{
      readonly family: CompetitionFamily;
      readonly label: string;
    }>;
  };
  readonly forYou: {
    readonly " $fragmentSpreads": FragmentRefs<"ForYou_forYou">;
  };
  readonly openSurvey: {
    readonly " $fragmentSpreads": FragmentRefs<"SurveyCard_survey">;
  } | null | undefined;
  readonly questionOfTheDay: {
    readonly " $fragmentSpreads": FragmentRefs<"QuestionOfTheDayCard_question">;
  } | null | undefined;
  readonly trendingAmc10: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TrendingLessons_lessons">;
  }>;
  readonly trendingAmc8: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TrendingLessons_lessons">;
  }>;
  readonly viewer: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ParentLinks_user" | "QuestionOfTheDayCard_viewer">;
  } | null | undefined;
};
export type HomeScreenQuery = {
  response: HomeScreenQuery$data;
  variables: HomeScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "family",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "kind": "Literal",
  "name": "first",
  "value": 5
},
v4 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC8"
  },
  (v3/*:: as any*/)
],
v5 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LeaderboardCard_entries"
  }
],
v6 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC10"
  },
  (v3/*:: as any*/)
],
v7 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC12"
  },
  (v3/*:: as any*/)
],
v8 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "TrendingLessons_lessons"
  }
],
v9 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v11 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ParentLink",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "parentUserId",
        "storageKey": null
      },
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "cursor",
    "storageKey": null
  }
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v13 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lessonId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v16 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rank",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "userId",
    "storageKey": null
  },
  (v10/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rating",
    "storageKey": null
  }
],
v17 = [
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "userCount",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "questionCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QuestionOfTheDayCard_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ParentLinks_user"
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Question",
        "kind": "LinkedField",
        "name": "questionOfTheDay",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "QuestionOfTheDayCard_question"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ForYou",
        "kind": "LinkedField",
        "name": "forYou",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ForYou_forYou"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Survey",
        "kind": "LinkedField",
        "name": "openSurvey",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SurveyCard_survey"
          }
        ],
        "storageKey": null
      },
      {
        "alias": "amc8",
        "args": (v4/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v5/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC8\",first:5)"
      },
      {
        "alias": "amc10",
        "args": (v6/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v5/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC10\",first:5)"
      },
      {
        "alias": "amc12",
        "args": (v7/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v5/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC12\",first:5)"
      },
      {
        "alias": "trendingAmc8",
        "args": (v4/*:: as any*/),
        "concreteType": "TrendingLesson",
        "kind": "LinkedField",
        "name": "trendingLessons",
        "plural": true,
        "selections": (v8/*:: as any*/),
        "storageKey": "trendingLessons(family:\"AMC8\",first:5)"
      },
      {
        "alias": "trendingAmc10",
        "args": (v6/*:: as any*/),
        "concreteType": "TrendingLesson",
        "kind": "LinkedField",
        "name": "trendingLessons",
        "plural": true,
        "selections": (v8/*:: as any*/),
        "storageKey": "trendingLessons(family:\"AMC10\",first:5)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isAdmin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "UserParentRequestsConnection",
            "kind": "LinkedField",
            "name": "parentRequests",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserParentRequestsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": "parentRequests(first:20)"
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "ParentLinks_parentRequests",
            "kind": "LinkedHandle",
            "name": "parentRequests"
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "concreteType": "UserParentsConnection",
            "kind": "LinkedField",
            "name": "parents",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "UserParentsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": (v11/*:: as any*/),
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": "parents(first:20)"
          },
          {
            "alias": null,
            "args": (v9/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "ParentLinks_parents",
            "kind": "LinkedHandle",
            "name": "parents"
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Question",
        "kind": "LinkedField",
        "name": "questionOfTheDay",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "questionId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "problemNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSample",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
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
            "name": "imageUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isMultipleChoice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "choices",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Competition",
            "kind": "LinkedField",
            "name": "competition",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ForYou",
        "kind": "LinkedField",
        "name": "forYou",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requiresLogin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ForYouContest",
            "kind": "LinkedField",
            "name": "contests",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "contestId",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requiredAnswers",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unlocked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "own",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "practiceRating",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RecommendedLesson",
                "kind": "LinkedField",
                "name": "lessons",
                "plural": true,
                "selections": [
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "competitionName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "wrong",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "correct",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "attempts",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "correctRate",
                    "storageKey": null
                  }
                ],
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
        "name": "openSurvey",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "surveyId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "question",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "answers",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "amc8",
        "args": (v4/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v16/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC8\",first:5)"
      },
      {
        "alias": "amc10",
        "args": (v6/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v16/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC10\",first:5)"
      },
      {
        "alias": "amc12",
        "args": (v7/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v16/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC12\",first:5)"
      },
      {
        "alias": "trendingAmc8",
        "args": (v4/*:: as any*/),
        "concreteType": "TrendingLesson",
        "kind": "LinkedField",
        "name": "trendingLessons",
        "plural": true,
        "selections": (v17/*:: as any*/),
        "storageKey": "trendingLessons(family:\"AMC8\",first:5)"
      },
      {
        "alias": "trendingAmc10",
        "args": (v6/*:: as any*/),
        "concreteType": "TrendingLesson",
        "kind": "LinkedField",
        "name": "trendingLessons",
        "plural": true,
        "selections": (v17/*:: as any*/),
        "storageKey": "trendingLessons(family:\"AMC10\",first:5)"
      }
    ]
  },
  "params": {
    "id": "33b4568dc5cacd8fb3c133758e482a58efc4be535d03cc67dcf297b6facfac71",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "239aa558218610318c5c1672e06485a8";

export default node;
