/**
 * @generated SignedSource<<2fd5967b208c3db54af1e1611bdbf203>>
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
export type wizardProgress_user$data = {
  readonly agencyServices: string | null | undefined;
  readonly city: string | null | undefined;
  readonly companyName: string | null | undefined;
  readonly country: string | null | undefined;
  readonly creativeOther: string | null | undefined;
  readonly creativeType: CreativeType | null | undefined;
  readonly dateOfBirth: string | null | undefined;
  readonly formationType: string | null | undefined;
  readonly foundingYear: string | null | undefined;
  readonly fullName: string | null | undefined;
  readonly institution: string | null | undefined;
  readonly productServiceType: string | null | undefined;
  readonly professionalType: ProfessionalType | null | undefined;
  readonly profileCompleted: boolean;
  readonly profilePicture: string | null | undefined;
  readonly referralSource: string | null | undefined;
  readonly role: Role | null | undefined;
  readonly " $fragmentType": "wizardProgress_user";
};
export type wizardProgress_user$key = {
  readonly " $data"?: wizardProgress_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"wizardProgress_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "wizardProgress_user"
};

(node as any).hash = "fbb55779a8b5762a3c21a1a446c8b830";

export default node;
