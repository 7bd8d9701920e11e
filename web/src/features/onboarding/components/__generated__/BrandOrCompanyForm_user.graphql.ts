/**
 * @generated SignedSource<<039f3a30dde2496b322d794ffbfa04fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BrandOrCompanyForm_user$data = {
  readonly companyName: string | null | undefined;
  readonly foundingYear: string | null | undefined;
  readonly productServiceType: string | null | undefined;
  readonly " $fragmentType": "BrandOrCompanyForm_user";
};
export type BrandOrCompanyForm_user$key = {
  readonly " $data"?: BrandOrCompanyForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandOrCompanyForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandOrCompanyForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "foundingYear",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productServiceType",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "66d443acf2a7b9309220df89b8d2d711";

export default node;
