/**
 * @generated SignedSource<<9e473100f1061a56d9de4279e78c67e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type cvEntries_education$data = {
  readonly currentlyEnrolled: boolean;
  readonly endMonth: number | null | undefined;
  readonly endYear: number | null | undefined;
  readonly formationName: string | null | undefined;
  readonly institution: string | null | undefined;
  readonly location: string | null | undefined;
  readonly otherInstitution: string | null | undefined;
  readonly startMonth: number | null | undefined;
  readonly startYear: number | null | undefined;
  readonly " $fragmentType": "cvEntries_education";
};
export type cvEntries_education$key = {
  readonly " $data"?: cvEntries_education$data;
  readonly " $fragmentSpreads": FragmentRefs<"cvEntries_education">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "cvEntries_education"
};

(node as any).hash = "6366358e6a0d17e23b18a19b181e7366";

export default node;
