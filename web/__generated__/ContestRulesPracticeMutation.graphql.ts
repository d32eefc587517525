/**
 * @generated SignedSource<<da2301500a3038a7c715653489d2b24f>>
 * @relayHash f33bdb86d45ea593500b22c0eef55c20
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 868462850ceef88978e5b5b23ad2e6b5c35b4f5e8d8d9e05cb1445fccb64a248

import { ConcreteRequest } from 'relay-runtime';
export type ContestRulesPracticeMutation$variables = {
  name: string;
  startToken: string;
  year: number;
};
export type ContestRulesPracticeMutation$data = {
  readonly sitContestAsPractice: {
    readonly __typename: "Contest";
    readonly practice: boolean;
    readonly ratingOutlook: string;
    readonly willBeRated: boolean;
  } | {
    readonly __typename: "InputError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
};
export type ContestRulesPracticeMutation = {
  response: ContestRulesPracticeMutation$data;
  variables: ContestRulesPracticeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "startToken"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "year"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      },
      {
        "kind": "Variable",
        "name": "startToken",
        "variableName": "startToken"
      },
      {
        "kind": "Variable",
        "name": "year",
        "variableName": "year"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sitContestAsPractice",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
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
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "practice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "willBeRated",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ratingOutlook",
            "storageKey": null
          }
        ],
        "type": "Contest",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContestRulesPracticeMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ContestRulesPracticeMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "868462850ceef88978e5b5b23ad2e6b5c35b4f5e8d8d9e05cb1445fccb64a248",
    "metadata": {},
    "name": "ContestRulesPracticeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8568c2dcd42aafae64e19f026b45370f";

export default node;
