/**
 * @generated SignedSource<<ea6a2398f7ce83dcc6342bb372dcb2e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type profileContact_social$data = {
  readonly behance: string | null | undefined;
  readonly contactEmail: string | null | undefined;
  readonly instagram: string | null | undefined;
  readonly linkedin: string | null | undefined;
  readonly pinterest: string | null | undefined;
  readonly tumblr: string | null | undefined;
  readonly website: string | null | undefined;
  readonly youtube: string | null | undefined;
  readonly " $fragmentType": "profileContact_social";
};
export type profileContact_social$key = {
  readonly " $data"?: profileContact_social$data;
  readonly " $fragmentSpreads": FragmentRefs<"profileContact_social">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "profileContact_social"
};

(node as any).hash = "415716bb55e0817f93be568e49871997";

export default node;
