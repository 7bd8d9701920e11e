/**
 * @generated SignedSource<<de8cf4ed51fb40f2cf87f1b148849c35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
export type Role = "CREATIVE" | "PROFESSIONAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CommunityCard_user$data = {
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly displayName: string;
  readonly professionalTitle: string | null | undefined;
  readonly professionalType: ProfessionalType | null | undefined;
  readonly profilePicture: string | null | undefined;
  readonly role: Role | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "CommunityCard_user";
};
export type CommunityCard_user$key = {
  readonly " $data"?: CommunityCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommunityCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommunityCard_user",
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

(node as any).hash = "d818d4d910c3ae4a293ebc80b5584f26";

export default node;
