/**
 * @generated SignedSource<<5dab80a1ce33e2f56d8f66bf4ff5b2db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiTokenAccess = "READ" | "READ_WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiTokens_user$data = {
  readonly apiTokens: ReadonlyArray<{
    readonly access: ApiTokenAccess;
    readonly createdAt: any;
    readonly expiresAt: any;
    readonly id: string;
    readonly lastUsedAt: any | null | undefined;
    readonly name: string;
    readonly revokedAt: any | null | undefined;
  }>;
  readonly " $fragmentType": "ApiTokens_user";
};
export type ApiTokens_user$key = {
  readonly " $data"?: ApiTokens_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiTokens_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiTokens_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApiToken",
      "kind": "LinkedField",
      "name": "apiTokens",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "access",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revokedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c0dc8f4bf34f40bf0bf5966f99322f4d";

export default node;
