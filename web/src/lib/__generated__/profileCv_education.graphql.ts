/**
 * @generated SignedSource<<16472bf2d1394992caeea81661371924>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type profileCv_education$data = {
  readonly currentlyEnrolled: boolean;
  readonly endMonth: number | null | undefined;
  readonly endYear: number | null | undefined;
  readonly formationName: string | null | undefined;
  readonly institution: string | null | undefined;
  readonly location: string | null | undefined;
  readonly otherInstitution: string | null | undefined;
  readonly startMonth: number | null | undefined;
  readonly startYear: number | null | undefined;
  readonly " $fragmentType": "profileCv_education";
};
export type profileCv_education$key = {
  readonly " $data"?: profileCv_education$data;
  readonly " $fragmentSpreads": FragmentRefs<"profileCv_education">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "profileCv_education"
};

(node as any).hash = "ddd44429843a5cf5486abcc99d22d32f";

export default node;
