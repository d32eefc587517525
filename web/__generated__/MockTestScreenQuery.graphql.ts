/**
 * @generated SignedSource<<51b534aa35ebe9630e379543643e91f2>>
 * @relayHash 3df0939705bf0911a041d02352a37697
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb10b14ac339d07fbb200113467984d7ad2f71ce630739f58f13ee0b46c7a080

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
  "name": "first",
  "value": 10
},
v5 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC8"
  },
  (v4/*:: as any*/)
],
v6 = [
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
v7 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC10"
  },
  (v4/*:: as any*/)
],
v8 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC12"
  },
  (v4/*:: as any*/)
],
v9 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AIME"
  },
  (v4/*:: as any*/)
],
v10 = [
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
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "username",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rating",
    "storageKey": null
  }
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
        "args": (v5/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC8\",first:10)"
      },
      {
        "alias": "amc10",
        "args": (v7/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC10\",first:10)"
      },
      {
        "alias": "amc12",
        "args": (v8/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC12\",first:10)"
      },
      {
        "alias": "aime",
        "args": (v9/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": "leaderboard(family:\"AIME\",first:10)"
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
        "args": (v5/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v10/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC8\",first:10)"
      },
      {
        "alias": "amc10",
        "args": (v7/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v10/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC10\",first:10)"
      },
      {
        "alias": "amc12",
        "args": (v8/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v10/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC12\",first:10)"
      },
      {
        "alias": "aime",
        "args": (v9/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v10/*:: as any*/),
        "storageKey": "leaderboard(family:\"AIME\",first:10)"
      }
    ]
  },
  "params": {
    "id": "fb10b14ac339d07fbb200113467984d7ad2f71ce630739f58f13ee0b46c7a080",
    "metadata": {},
    "name": "MockTestScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cf45aca4d172bcda6e8ce5d0779ccd80";

export default node;
