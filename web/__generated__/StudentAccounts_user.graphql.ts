/**
 * @generated SignedSource<<9be8cd72ca384882fd9626b0df3ca27a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentAccounts_user$data = {
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

const node: ReaderFragment = {
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3fd50b430c0f8ff7b4e00b6ac9de3f22";

export default node;
