/**
 * @generated SignedSource<<398ce904a3fdf0abe5434953f9a93bba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type profileCv_experience$data = {
  readonly company: string | null | undefined;
  readonly currentlyWorking: boolean;
  readonly description: string | null | undefined;
  readonly endMonth: number | null | undefined;
  readonly endYear: number | null | undefined;
  readonly location: string | null | undefined;
  readonly startMonth: number | null | undefined;
  readonly startYear: number | null | undefined;
  readonly title: string | null | undefined;
  readonly " $fragmentType": "profileCv_experience";
};
export type profileCv_experience$key = {
  readonly " $data"?: profileCv_experience$data;
  readonly " $fragmentSpreads": FragmentRefs<"profileCv_experience">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "profileCv_experience"
};

(node as any).hash = "f5f43636f8eb6c7eb9a5797a139b41df";

export default node;
