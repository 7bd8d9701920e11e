/**
 * @generated SignedSource<<38696e2b3a16dcbcea8b193030cd252a>>
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
  readonly education: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"cvEntries_education">;
  }>;
  readonly experience: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"cvEntries_experience">;
  }>;
  readonly languages: ReadonlyArray<string>;
  readonly milestones: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"cvEntries_milestone">;
  }>;
  readonly professionalTitle: string | null | undefined;
  readonly professionalType: ProfessionalType | null | undefined;
  readonly skills: ReadonlyArray<string>;
  readonly social: {
    readonly " $fragmentSpreads": FragmentRefs<"profileContact_social">;
  };
  readonly software: ReadonlyArray<string>;
  readonly summary: string | null | undefined;
  readonly username: string;
  readonly website: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"cvEntries_lookingFor">;
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

(node as any).hash = "166c50783caa281c1c82a72a17b12992";

export default node;
