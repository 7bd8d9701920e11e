/**
 * @generated SignedSource<<2ea1e00c896a116452e861a0f5c47a1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type cvEntries_lookingFor$data = {
  readonly contract: {
    readonly fullTime: boolean;
    readonly internship: boolean;
    readonly partTime: boolean;
  };
  readonly workplace: {
    readonly hybrid: boolean;
    readonly onSite: boolean;
    readonly remote: boolean;
  };
  readonly " $fragmentType": "cvEntries_lookingFor";
};
export type cvEntries_lookingFor$key = {
  readonly " $data"?: cvEntries_lookingFor$data;
  readonly " $fragmentSpreads": FragmentRefs<"cvEntries_lookingFor">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "cvEntries_lookingFor"
};

(node as any).hash = "955219f93e720c20e0498ee46aa0ccc0";

export default node;
