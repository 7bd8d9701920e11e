/**
 * @generated SignedSource<<8c7ba9e07a1a66c63f7a2bea0535388a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type cvEntries_milestone$data = {
  readonly date: string;
  readonly description: string;
  readonly entity: string;
  readonly name: string;
  readonly " $fragmentType": "cvEntries_milestone";
};
export type cvEntries_milestone$key = {
  readonly " $data"?: cvEntries_milestone$data;
  readonly " $fragmentSpreads": FragmentRefs<"cvEntries_milestone">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "cvEntries_milestone"
};

(node as any).hash = "0af3ac14d34f3d156660fbc1aa9f8f6d";

export default node;
