/**
 * @generated SignedSource<<193819a12177714777705b22e9ec9bee>>
 * @relayHash 342e298833b3b0886119d3e15c655c06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f144cf02b268238d119938a9c6757b530ee2e063f31749153936fe1282e0280b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompetitionFamily = "AIME" | "AMC10" | "AMC12" | "AMC8" | "%future added value";
export type MockTestScreenQuery$variables = Record<PropertyKey, never>;
export type MockTestScreenQuery$data = {
  readonly aime: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_entries" | "MockTestCard_leaders">;
  }>;
  readonly amc10: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_entries" | "MockTestCard_leaders">;
  }>;
  readonly amc12: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_entries" | "MockTestCard_leaders">;
  }>;
  readonly amc8: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"LeaderboardCard_entries" | "MockTestCard_leaders">;
  }>;
  readonly choices: {
    readonly families: ReadonlyArray<{
      readonly family: CompetitionFamily;
      readonly label: string;
    }>;
  };
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
  "name": "family",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
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
  "kind": "Literal",
  "name": "family",
  "value": "AMC8"
},
v5 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v6 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/)
],
v7 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LeaderboardCard_entries"
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "MockTestCard_leaders"
  }
],
v8 = {
  "kind": "Literal",
  "name": "family",
  "value": "AMC10"
},
v9 = [
  (v8/*:: as any*/),
  (v5/*:: as any*/)
],
v10 = {
  "kind": "Literal",
  "name": "family",
  "value": "AMC12"
},
v11 = [
  (v10/*:: as any*/),
  (v5/*:: as any*/)
],
v12 = {
  "kind": "Literal",
  "name": "family",
  "value": "AIME"
},
v13 = [
  (v12/*:: as any*/),
  (v5/*:: as any*/)
],
v14 = [
  (v4/*:: as any*/)
],
v15 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "LeaderboardCard_standing"
  }
],
v16 = [
  (v8/*:: as any*/)
],
v17 = [
  (v10/*:: as any*/)
],
v18 = [
  (v12/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rank",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userId",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v23 = [
  (v19/*:: as any*/),
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v22/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isDemo",
    "storageKey": null
  }
],
v24 = [
  (v19/*:: as any*/),
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v22/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MockTestScreenQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "MockTest",
        "kind": "LinkedField",
        "name": "mockTests",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MockTestCard_mockTest"
          }
        ],
        "storageKey": null
      },
      {
        "alias": "amc8",
        "args": (v6/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC8\",first:10)"
      },
      {
        "alias": "amc10",
        "args": (v9/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC10\",first:10)"
      },
      {
        "alias": "amc12",
        "args": (v11/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC12\",first:10)"
      },
      {
        "alias": "aime",
        "args": (v13/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": "leaderboard(family:\"AIME\",first:10)"
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
        "alias": "meAime",
        "args": (v18/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v15/*:: as any*/),
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
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "MockTest",
        "kind": "LinkedField",
        "name": "mockTests",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
              (v3/*:: as any*/),
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
        "alias": "amc8",
        "args": (v6/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v23/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC8\",first:10)"
      },
      {
        "alias": "amc10",
        "args": (v9/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v23/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC10\",first:10)"
      },
      {
        "alias": "amc12",
        "args": (v11/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v23/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC12\",first:10)"
      },
      {
        "alias": "aime",
        "args": (v13/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v23/*:: as any*/),
        "storageKey": "leaderboard(family:\"AIME\",first:10)"
      },
      {
        "alias": "meAmc8",
        "args": (v14/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v24/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC8\")"
      },
      {
        "alias": "meAmc10",
        "args": (v16/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v24/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC10\")"
      },
      {
        "alias": "meAmc12",
        "args": (v17/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v24/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AMC12\")"
      },
      {
        "alias": "meAime",
        "args": (v18/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboardStanding",
        "plural": false,
        "selections": (v24/*:: as any*/),
        "storageKey": "leaderboardStanding(family:\"AIME\")"
      }
    ]
  },
  "params": {
    "id": "f144cf02b268238d119938a9c6757b530ee2e063f31749153936fe1282e0280b",
    "metadata": {},
    "name": "MockTestScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "13e2d96d4027a2918887ca6a27b2cd68";

export default node;
