/**
 * @generated SignedSource<<a2b2c02ac51aecd908c0b424a5e0db33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ParentLinks_user$data = {
  readonly parentRequests: ReadonlyArray<{
    readonly email: string;
    readonly parentUserId: number;
    readonly username: string;
  }>;
  readonly parents: ReadonlyArray<{
    readonly email: string;
    readonly parentUserId: number;
    readonly username: string;
  }>;
  readonly " $fragmentType": "ParentLinks_user";
};
export type ParentLinks_user$key = {
  readonly " $data"?: ParentLinks_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ParentLinks_user">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "parentUserId",
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
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ParentLinks_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ParentLink",
      "kind": "LinkedField",
      "name": "parentRequests",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ParentLink",
      "kind": "LinkedField",
      "name": "parents",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "9d507ac57fa87a58744ee6dd34bfd47d";

export default node;
