/**
 * @generated SignedSource<<243ffd748d1f5045769e56dbc27a758b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PrintableProfile_user$data = {
  readonly bio: string | null | undefined;
  readonly city: string | null | undefined;
  readonly companyTags: ReadonlyArray<string>;
  readonly country: string | null | undefined;
  readonly displayName: string;
  readonly milestones: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"cvEntries_milestone">;
  }>;
  readonly professionalTitle: string | null | undefined;
  readonly professionalType: ProfessionalType | null | undefined;
  readonly social: {
    readonly " $fragmentSpreads": FragmentRefs<"profileContact_social">;
  };
  readonly summary: string | null | undefined;
  readonly username: string;
  readonly website: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"cvEntries_cv">;
  readonly " $fragmentType": "PrintableProfile_user";
};
export type PrintableProfile_user$key = {
  readonly " $data"?: PrintableProfile_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrintableProfile_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "PrintableProfile_user"
};

(node as any).hash = "cca7e00c20b32da958353ef109e21b6d";

export default node;
