/**
 * @generated SignedSource<<b919d100902982791f8a176a17dfd7f7>>
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
    readonly behance: string | null | undefined;
    readonly contactEmail: string | null | undefined;
    readonly instagram: string | null | undefined;
    readonly linkedin: string | null | undefined;
    readonly pinterest: string | null | undefined;
    readonly tumblr: string | null | undefined;
    readonly website: string | null | undefined;
    readonly youtube: string | null | undefined;
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

(node as any).hash = "c589aa06b2721c93e2e54567034be886";

export default node;
