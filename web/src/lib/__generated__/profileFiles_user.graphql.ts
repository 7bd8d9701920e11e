/**
 * @generated SignedSource<<bedaee8404f2cff6a25d32b28a9e8308>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type profileFiles_user$data = {
  readonly cv: {
    readonly fileName: string;
    readonly url: string;
  } | null | undefined;
  readonly portfolio: {
    readonly fileName: string;
    readonly url: string;
  } | null | undefined;
  readonly " $fragmentType": "profileFiles_user";
};
export type profileFiles_user$key = {
  readonly " $data"?: profileFiles_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"profileFiles_user">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "profileFiles_user"
};

(node as any).hash = "81b807ea8ae29539010931b834d27323";

export default node;
