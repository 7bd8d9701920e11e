/**
 * @generated SignedSource<<d2ba6ea1bc84a0fce2532bb1723eadce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type profileCv_lookingFor$data = {
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
  readonly " $fragmentType": "profileCv_lookingFor";
};
export type profileCv_lookingFor$key = {
  readonly " $data"?: profileCv_lookingFor$data;
  readonly " $fragmentSpreads": FragmentRefs<"profileCv_lookingFor">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "profileCv_lookingFor"
};

(node as any).hash = "50787de7d130d1254e46af24e531d73c";

export default node;
