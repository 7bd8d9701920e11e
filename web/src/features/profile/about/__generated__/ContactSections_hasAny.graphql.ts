/**
 * @generated SignedSource<<6fe5db4dbb3cfb87033f797497f4b85c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactSections_hasAny$data = {
  readonly behance: string | null | undefined;
  readonly contactEmail: string | null | undefined;
  readonly instagram: string | null | undefined;
  readonly linkedin: string | null | undefined;
  readonly pinterest: string | null | undefined;
  readonly tumblr: string | null | undefined;
  readonly website: string | null | undefined;
  readonly youtube: string | null | undefined;
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

(node as any).hash = "9bd85cb64f0062e41ba1f1707886ca50";

export default node;
