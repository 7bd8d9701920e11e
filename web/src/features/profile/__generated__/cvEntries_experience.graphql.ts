/**
 * @generated SignedSource<<c1c60cdade224376f38d5ad70e42c6eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type cvEntries_experience$data = {
  readonly company: string | null | undefined;
  readonly currentlyWorking: boolean;
  readonly description: string | null | undefined;
  readonly endMonth: number | null | undefined;
  readonly endYear: number | null | undefined;
  readonly location: string | null | undefined;
  readonly startMonth: number | null | undefined;
  readonly startYear: number | null | undefined;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "cvEntries_experience";
};
export type cvEntries_experience$key = {
  readonly " $data"?: cvEntries_experience$data;
  readonly " $fragmentSpreads": FragmentRefs<"cvEntries_experience">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "cvEntries_experience"
};

(node as any).hash = "c5e95238608d1bd6f97209e84e75ca76";

export default node;
