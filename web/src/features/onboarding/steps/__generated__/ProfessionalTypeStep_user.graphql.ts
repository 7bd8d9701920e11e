/**
 * @generated SignedSource<<9847501355e542f704e208807c5d0f5f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfessionalTypeStep_user$data = {
  readonly professionalType: ProfessionalType | null | undefined;
  readonly " $fragmentType": "ProfessionalTypeStep_user";
};
export type ProfessionalTypeStep_user$key = {
  readonly " $data"?: ProfessionalTypeStep_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfessionalTypeStep_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfessionalTypeStep_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "professionalType",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "fe57b818a356f349c664632b8be564a5";

export default node;
