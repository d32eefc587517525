/**
 * @generated SignedSource<<4d5d400b5666115f630ee8fd427052c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountCard_user$data = {
  readonly difficultyLevel: number | null | undefined;
  readonly email: string;
  readonly referralCode: string;
  readonly studentGrade: number | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "AccountCard_user";
};
export type AccountCard_user$key = {
  readonly " $data"?: AccountCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountCard_user",
  "selections": [
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
      "name": "referralCode",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c46d66b4c7284c7ed9e8cf83771cd643";

export default node;
