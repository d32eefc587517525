/**
 * @generated SignedSource<<ab6b5af1eb22b1dc017877cabf43ee10>>
 * @relayHash 62f5e8e6e2ee2df7afc93c160d7a14c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1d2ff7a196a81222cba9015dd70a19cd31a4735724f7678a916c44eb04f8de2d

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
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v3 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC8"
  },
  (v2/*:: as any*/)
],
v4 = [
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
v5 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC10"
  },
  (v2/*:: as any*/)
],
v6 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AMC12"
  },
  (v2/*:: as any*/)
],
v7 = [
  {
    "kind": "Literal",
    "name": "family",
    "value": "AIME"
  },
  (v2/*:: as any*/)
],
v8 = [
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
        "alias": "amc8",
        "args": (v3/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC8\",first:10)"
      },
      {
        "alias": "amc10",
        "args": (v5/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC10\",first:10)"
      },
      {
        "alias": "amc12",
        "args": (v6/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC12\",first:10)"
      },
      {
        "alias": "aime",
        "args": (v7/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v4/*:: as any*/),
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
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
        "alias": "amc8",
        "args": (v3/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v8/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC8\",first:10)"
      },
      {
        "alias": "amc10",
        "args": (v5/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v8/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC10\",first:10)"
      },
      {
        "alias": "amc12",
        "args": (v6/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v8/*:: as any*/),
        "storageKey": "leaderboard(family:\"AMC12\",first:10)"
      },
      {
        "alias": "aime",
        "args": (v7/*:: as any*/),
        "concreteType": "LeaderboardEntry",
        "kind": "LinkedField",
        "name": "leaderboard",
        "plural": true,
        "selections": (v8/*:: as any*/),
        "storageKey": "leaderboard(family:\"AIME\",first:10)"
      }
    ]
  },
  "params": {
    "id": "1d2ff7a196a81222cba9015dd70a19cd31a4735724f7678a916c44eb04f8de2d",
    "metadata": {},
    "name": "MockTestScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f10135a8480f9dc15d1130fcf4040f45";

export default node;
