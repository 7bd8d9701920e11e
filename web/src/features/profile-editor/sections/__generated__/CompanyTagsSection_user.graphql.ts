/**
 * @generated SignedSource<<2dbba4e73b25fbb20078d16b6a4c9b9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyTagsSection_user$data = {
  readonly companyTags: ReadonlyArray<string>;
  readonly " $fragmentType": "CompanyTagsSection_user";
};
export type CompanyTagsSection_user$key = {
  readonly " $data"?: CompanyTagsSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyTagsSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyTagsSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyTags",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "abd6a6ffc268f69f5f4a3a1f78bd2818";

export default node;
