/**
 * @generated SignedSource<<018080d14e2bc3ac1766f35b865907bf>>
 * @relayHash 82448886498598fbe2928ea09a85a281
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff0c16bed8c66236d91d229dac5789a296b4b5747cd32670dffca89035945614

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
  readonly meAmc10: {
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_standing">;
  } | null | undefined;
  readonly meAmc12: {
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_standing">;
  } | null | undefined;
  readonly meAmc8: {
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_standing">;
  } | null | undefined;
  readonly openSurvey: {
    readonly " $fragmentSpreads": FragmentRefs<"SurveyCard_survey">;
  } | null | undefined;
  readonly questionOfTheDay: {
    readonly " $fragmentSpreads": FragmentRefs<"QuestionOfTheDayCard_question">;
  } | null | undefined;
  readonly studentHome: {
    readonly " $fragmentSpreads": FragmentRefs<"StudentHomePanel_home">;
  } | null | undefined;
  readonly trendingAmc10: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TrendingLessons_lessons">;
  }>;
  readonly trendingAmc8: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"TrendingLessons_lessons">;
  }>;
  readonly viewer: {
    readonly email: string;
    readonly id: string;
    readonly username: string;
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
  "name": "username",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "family",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v5 = {
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
        (v3/*:: as any*/),
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "kind": "Literal",
  "name": "family",
  "value": "AMC8"
},
v7 = {
  "kind": "Literal",
  "name": "first",
  "value": 5
},
v8 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/)
],
v9 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LeaderboardCard_entries"
  }
],
v10 = {
  "kind": "Literal",
  "name": "family",
  "value": "AMC10"
},
v11 = [
  (v10/*:: as any*/),
  (v7/*:: as any*/)
],
v12 = {
  "kind": "Literal",
  "name": "family",
  "value": "AMC12"
},
v13 = [
  (v12/*:: as any*/),
  (v7/*:: as any*/)
],
v14 = [
  (v6/*:: as any*/)
],
v15 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LeaderboardCard_standing"
  }
],
v16 = [
  (v10/*:: as any*/)
],
v17 = [
  (v12/*:: as any*/)
],
v18 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "TrendingLessons_lessons"
  }
],
v19 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v20 = [
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
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
v21 = {
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
v22 = {
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
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rank",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "detail",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lessonId",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v32 = [
  (v24/*:: as any*/),
  (v31/*:: as any*/),
  (v1/*:: as any*/),
  (v23/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isDemo",
    "storageKey": null
  }
],
v33 = [
  (v24/*:: as any*/),
  (v31/*:: as any*/),
  (v1/*:: as any*/),
  (v23/*:: as any*/)
],
v34 = [
  (v29/*:: as any*/),
  (v30/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
      {
        "alias": null,
        "args": null,
        "concreteType": "StudentHome",
        "kind": "LinkedField",
        "name": "studentHome",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StudentHomePanel_home"
          }
        ],
        "storageKey": null
      },
      (v5/*:: as any*/),
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
        "args": (v8/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v9/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC8\",first:5)"
      },
      {
        "alias": "amc10",
        "args": (v11/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v9/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC10\",first:5)"
      },
      {
        "alias": "amc12",
        "args": (v13/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v9/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC12\",first:5)"
      },
      {
        "alias": "meAmc8",
        "args": (v14/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v15/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC8\")"
      },
      {
        "alias": "meAmc10",
        "args": (v16/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v15/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC10\")"
      },
      {
        "alias": "meAmc12",
        "args": (v17/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v15/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC12\")"
      },
      {
        "alias": "trendingAmc8",
        "args": (v8/*:: as any*/),
        "concreteType": "TrendingLesson",
        "kind": "LinkedField",
        "name": "trendingLessons",
        "plural": true,
        "selections": (v18/*:: as any*/),
        "storageKey": "trendingLessons(family:\"AMC8\",first:5)"
      },
      {
        "alias": "trendingAmc10",
        "args": (v11/*:: as any*/),
        "concreteType": "TrendingLesson",
        "kind": "LinkedField",
        "name": "trendingLessons",
        "plural": true,
        "selections": (v18/*:: as any*/),
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": (v19/*:: as any*/),
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
                "selections": (v20/*:: as any*/),
                "storageKey": null
              },
              (v21/*:: as any*/),
              (v22/*:: as any*/)
            ],
            "storageKey": "parentRequests(first:20)"
          },
          {
            "alias": null,
            "args": (v19/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "ParentLinks_parentRequests",
            "kind": "LinkedHandle",
            "name": "parentRequests"
          },
          {
            "alias": null,
            "args": (v19/*:: as any*/),
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
                "selections": (v20/*:: as any*/),
                "storageKey": null
              },
              (v21/*:: as any*/),
              (v22/*:: as any*/)
            ],
            "storageKey": "parents(first:20)"
          },
          {
            "alias": null,
            "args": (v19/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "ParentLinks_parents",
            "kind": "LinkedHandle",
            "name": "parents"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StudentHome",
        "kind": "LinkedField",
        "name": "studentHome",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "HomeRating",
            "kind": "LinkedField",
            "name": "ratings",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v23/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "games",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "provisional",
                "storageKey": null
              },
              (v24/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastChange",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PracticeStreak",
            "kind": "LinkedField",
            "name": "streak",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "longest",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "practisedToday",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PracticeDay",
                "kind": "LinkedField",
                "name": "lastDays",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "day",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "practised",
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
            "concreteType": "NextStep",
            "kind": "LinkedField",
            "name": "nextSteps",
            "plural": true,
            "selections": [
              (v25/*:: as any*/),
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v28/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ActivityItem",
            "kind": "LinkedField",
            "name": "recentActivity",
            "plural": true,
            "selections": [
              (v25/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              },
              (v26/*:: as any*/),
              (v27/*:: as any*/),
              (v28/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v5/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "viewerMayEdit",
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
              (v26/*:: as any*/),
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
              (v4/*:: as any*/),
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
                  (v29/*:: as any*/),
                  (v30/*:: as any*/),
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
        "args": (v8/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v32/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC8\",first:5)"
      },
      {
        "alias": "amc10",
        "args": (v11/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v32/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC10\",first:5)"
      },
      {
        "alias": "amc12",
        "args": (v13/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v32/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC12\",first:5)"
      },
      {
        "alias": "meAmc8",
        "args": (v14/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v33/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC8\")"
      },
      {
        "alias": "meAmc10",
        "args": (v16/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v33/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC10\")"
      },
      {
        "alias": "meAmc12",
        "args": (v17/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v33/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC12\")"
      },
      {
        "alias": "trendingAmc8",
        "args": (v8/*:: as any*/),
        "concreteType": "TrendingLesson",
        "kind": "LinkedField",
        "name": "trendingLessons",
        "plural": true,
        "selections": (v34/*:: as any*/),
        "storageKey": "trendingLessons(family:\"AMC8\",first:5)"
      },
      {
        "alias": "trendingAmc10",
        "args": (v11/*:: as any*/),
        "concreteType": "TrendingLesson",
        "kind": "LinkedField",
        "name": "trendingLessons",
        "plural": true,
        "selections": (v34/*:: as any*/),
        "storageKey": "trendingLessons(family:\"AMC10\",first:5)"
      }
    ]
  },
  "params": {
    "id": "ff0c16bed8c66236d91d229dac5789a296b4b5747cd32670dffca89035945614",
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "74585165454abba98998662281092054";

export default node;
