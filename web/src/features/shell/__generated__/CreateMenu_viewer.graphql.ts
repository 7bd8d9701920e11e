/**
 * @generated SignedSource<<c0b3b3a753250be390bf382de4402326>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
export type Role = "CREATIVE" | "PROFESSIONAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CreateMenu_viewer$data = {
  readonly isVerifiedProfessional: boolean;
  readonly professionalType: ProfessionalType | null | undefined;
  readonly role: Role | null | undefined;
  readonly " $fragmentType": "CreateMenu_viewer";
};
export type CreateMenu_viewer$key = {
  readonly " $data"?: CreateMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreateMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreateMenu_viewer",
  "selections": [
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
      "name": "isVerifiedProfessional",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "professionalType",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6f5bd268bf55f37e700d5e9cac5083e7";

export default node;
