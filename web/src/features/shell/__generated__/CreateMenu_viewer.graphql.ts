/**
 * @generated SignedSource<<8a98516e863f5a803d6707c3047679d8>>
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
      "name": "professionalType",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d49793956ceeda93796b2f30f04dfbae";

export default node;
