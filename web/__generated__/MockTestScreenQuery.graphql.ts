/**
 * @generated SignedSource<<c0a301523f63701b77a6fa00c6e7f4eb>>
 * @relayHash bd0c16ca8eb85e8dc836898aa97ce73e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60e0901b04d7789a1e90c2e16c4304cb7bc43c74760c505ed9357a4085a35779

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompetitionFamily = "AIME" | "AMC10" | "AMC12" | "AMC8" | "%future added value";
export type MockTestScreenQuery$variables = Record<PropertyKey, never>;
export type MockTestScreenQuery$data = {
  readonly leaderboards: ReadonlyArray<{
    readonly family: CompetitionFamily;
    readonly top: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly " $fragmentSpreads": FragmentRefs<"MockTestCard_leaders">;
        };
      }>;
    };
    readonly " $fragmentSpreads": FragmentRefs<"OverallLeaderboard_leaderboard">;
  }>;
  readonly meAime: {
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_standing">;
  } | null | undefined;
  readonly meAmc10: {
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_standing">;
  } | null | undefined;
  readonly meAmc12: {
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_standing">;
  } | null | undefined;
  readonly meAmc8: {
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_standing">;
  } | null | undefined;
  readonly mockTests: ReadonlyArray<{
    readonly family: CompetitionFamily;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"MockTestCard_mockTest">;
  }>;
};
export type MockTestScreenQuery = {
  response: MockTestScreenQuery$data;
  variables: MockTestScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "family",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v3 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC8"
  }
],
v4 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LeaderboardCard_standing"
  }
],
v5 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC10"
  }
],
v6 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC12"
  }
],
v7 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AIME"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rank",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isDemo",
  "storageKey": null
},
v14 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v15 = [
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MockTestScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MockTest",
        "kind": "LinkedField",
        "name": "mockTests",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MockTestCard_mockTest"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Leaderboard",
        "kind": "LinkedField",
        "name": "leaderboards",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": "top",
            "args": (v2/*:: as any*/),
            "concreteType": "LeaderboardEntriesConnection",
            "kind": "LinkedField",
            "name": "entries",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "LeaderboardEntriesConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LeaderboardEntry",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "MockTestCard_leaders"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "entries(first:5)"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OverallLeaderboard_leaderboard"
          }
        ],
        "storageKey": null
      },
      {
        "alias": "meAmc8",
        "args": (v3/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC8\")"
      },
      {
        "alias": "meAmc10",
        "args": (v5/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC10\")"
      },
      {
        "alias": "meAmc12",
        "args": (v6/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC12\")"
      },
      {
        "alias": "meAime",
        "args": (v7/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v4/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AIME\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MockTestScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MockTest",
        "kind": "LinkedField",
        "name": "mockTests",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "familyLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "years",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "testTakers",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TopTaker",
            "kind": "LinkedField",
            "name": "topTakers",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "score",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "year",
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
        "concreteType": "Leaderboard",
        "kind": "LinkedField",
        "name": "leaderboards",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": "top",
            "args": (v2/*:: as any*/),
            "concreteType": "LeaderboardEntriesConnection",
            "kind": "LinkedField",
            "name": "entries",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "LeaderboardEntriesConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LeaderboardEntry",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "entries(first:5)"
          },
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "LeaderboardEntriesConnection",
            "kind": "LinkedField",
            "name": "entries",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "LeaderboardEntriesConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LeaderboardEntry",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
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
                "storageKey": null
              },
              {
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
              }
            ],
            "storageKey": "entries(first:10)"
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "OverallLeaderboard_entries",
            "kind": "LinkedHandle",
            "name": "entries"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "meAmc8",
        "args": (v3/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v15/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC8\")"
      },
      {
        "alias": "meAmc10",
        "args": (v5/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v15/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC10\")"
      },
      {
        "alias": "meAmc12",
        "args": (v6/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v15/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC12\")"
      },
      {
        "alias": "meAime",
        "args": (v7/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v15/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AIME\")"
      }
    ]
  },
  "params": {
    "id": "60e0901b04d7789a1e90c2e16c4304cb7bc43c74760c505ed9357a4085a35779",
    "metadata": {},
    "name": "MockTestScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f9c29c1d4bbd05be964ff892922ab73b";

export default node;
