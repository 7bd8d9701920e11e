/**
 * @generated SignedSource<<88bd6d7465db09484ad080caf4a24198>>
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
  readonly contract: {
    readonly fullTime: boolean;
    readonly internship: boolean;
    readonly partTime: boolean;
  };
  readonly country: string | null | undefined;
  readonly displayName: string;
  readonly education: ReadonlyArray<{
    readonly currentlyEnrolled: boolean;
    readonly endMonth: number | null | undefined;
    readonly endYear: number | null | undefined;
    readonly formationName: string | null | undefined;
    readonly institution: string | null | undefined;
    readonly location: string | null | undefined;
    readonly otherInstitution: string | null | undefined;
    readonly startMonth: number | null | undefined;
    readonly startYear: number | null | undefined;
  }>;
  readonly experience: ReadonlyArray<{
    readonly company: string | null | undefined;
    readonly currentlyWorking: boolean;
    readonly description: string | null | undefined;
    readonly endMonth: number | null | undefined;
    readonly endYear: number | null | undefined;
    readonly location: string | null | undefined;
    readonly startMonth: number | null | undefined;
    readonly startYear: number | null | undefined;
    readonly title: string | null | undefined;
  }>;
  readonly languages: ReadonlyArray<string>;
  readonly milestones: ReadonlyArray<{
    readonly date: string;
    readonly description: string;
    readonly entity: string;
    readonly name: string;
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
  readonly workplace: {
    readonly hybrid: boolean;
    readonly onSite: boolean;
    readonly remote: boolean;
  };
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

(node as any).hash = "1169ab023d3ec650be6501bcff81d017";

export default node;
