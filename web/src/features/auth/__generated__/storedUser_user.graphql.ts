/**
 * @generated SignedSource<<08a8e51fff08ee0f12c7820e837e3afb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type CreativeType = "DESIGNER" | "GRADUATE" | "OTHER" | "STUDENT" | "STYLIST" | "%future added value";
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
export type Role = "CREATIVE" | "PROFESSIONAL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type storedUser_user$data = {
  readonly creativeType: CreativeType | null | undefined;
  readonly professionalType: ProfessionalType | null | undefined;
  readonly role: Role | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "storedUser_user";
};
export type storedUser_user$key = {
  readonly " $data"?: storedUser_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"storedUser_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "storedUser_user"
};

(node as any).hash = "246628e76e399a7d6aae0d16da951485";

export default node;
