/**
 * @generated SignedSource<<ed89d4b1be7f4ddd984a261e63833f93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactSections_hasAny$data = {
  readonly " $fragmentSpreads": FragmentRefs<"profileContact_social">;
  readonly " $fragmentType": "ContactSections_hasAny";
};
export type ContactSections_hasAny$key = {
  readonly " $data"?: ContactSections_hasAny$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactSections_hasAny">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ContactSections_hasAny"
};

(node as any).hash = "4de89cfa38c955fbfc1977b65f6be0d0";

export default node;
