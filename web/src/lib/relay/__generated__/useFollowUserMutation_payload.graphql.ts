/**
 * @generated SignedSource<<ee4f02a5a69544d2394d43ccfd2ffef1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useFollowUserMutation_payload$data = {
  readonly message: string | null | undefined;
  readonly user: {
    readonly followersCount: number;
    readonly id: string;
    readonly viewerIsFollowing: boolean;
  } | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly message: string;
  }>;
  readonly viewer: {
    readonly followingCount: number;
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "useFollowUserMutation_payload";
};
export type useFollowUserMutation_payload$key = {
  readonly " $data"?: useFollowUserMutation_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"useFollowUserMutation_payload">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useFollowUserMutation_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "followersCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerIsFollowing",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "followingCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "UserError",
      "kind": "LinkedField",
      "name": "userErrors",
      "plural": true,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "FollowUserPayload",
  "abstractKey": null
};
})();

(node as any).hash = "abaeb1d556a28e6103c4783bb98649de";

export default node;
