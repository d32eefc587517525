/**
 * @generated SignedSource<<9b097d0ae207816d3ecf20c80a62965f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StudentLinkStatus = "ACCEPTED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StudentAccounts_user$data = {
  readonly studentRequests: ReadonlyArray<{
    readonly email: string;
    readonly grade: number;
    readonly status: StudentLinkStatus;
  }>;
  readonly students: ReadonlyArray<{
    readonly difficultyLevel: number | null | undefined;
    readonly email: string;
    readonly id: string;
    readonly studentGrade: number | null | undefined;
    readonly userId: number;
    readonly username: string;
  }>;
  readonly " $fragmentType": "StudentAccounts_user";
};
export type StudentAccounts_user$key = {
  readonly " $data"?: StudentAccounts_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentAccounts_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudentAccounts_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "students",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "studentGrade",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "difficultyLevel",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StudentLinkRequest",
      "kind": "LinkedField",
      "name": "studentRequests",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "grade",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "e5560a2b03a084f871a9b6e1a33eba0c";

export default node;
