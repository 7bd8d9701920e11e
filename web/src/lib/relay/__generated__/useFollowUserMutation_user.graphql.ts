/**
 * @generated SignedSource<<6a22e7daaaff8e74808e4475282ed3d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
export type Role = "CREATIVE" | "PROFESSIONAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useFollowUserMutation_user$data = {
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly displayName: string;
  readonly followersCount: number;
  readonly id: string;
  readonly professionalTitle: string | null | undefined;
  readonly professionalType: ProfessionalType | null | undefined;
  readonly profilePicture: string | null | undefined;
  readonly role: Role | null | undefined;
  readonly username: string;
  readonly viewerIsFollowing: boolean;
  readonly " $fragmentType": "useFollowUserMutation_user";
};
export type useFollowUserMutation_user$key = {
  readonly " $data"?: useFollowUserMutation_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"useFollowUserMutation_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useFollowUserMutation_user",
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
      "name": "followersCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsFollowing",
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profilePicture",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "professionalTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "professionalType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "663c6910c89221b2cd1e1a6a9db23260";

export default node;
