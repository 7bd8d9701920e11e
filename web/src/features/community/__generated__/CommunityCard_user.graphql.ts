/**
 * @generated SignedSource<<54f98c54fe97a85556cb9616a63f2954>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CreativeType = "DESIGNER" | "GRADUATE" | "OTHER" | "STUDENT" | "STYLIST" | "%future added value";
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
export type Role = "CREATIVE" | "PROFESSIONAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CommunityCard_user$data = {
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly creativeType: CreativeType | null | undefined;
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
      "name": "creativeType",
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

(node as any).hash = "e347253a3c8652aabb0b742293acc3a2";

export default node;
