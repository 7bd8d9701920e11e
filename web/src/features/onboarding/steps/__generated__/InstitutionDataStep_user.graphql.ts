/**
 * @generated SignedSource<<61e4142871efbbd3a1bdb83a0f93833f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InstitutionDataStep_user$data = {
  readonly city: string | null | undefined;
  readonly companyName: string | null | undefined;
  readonly country: string | null | undefined;
  readonly foundingYear: string | null | undefined;
  readonly " $fragmentType": "InstitutionDataStep_user";
};
export type InstitutionDataStep_user$key = {
  readonly " $data"?: InstitutionDataStep_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"InstitutionDataStep_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InstitutionDataStep_user",
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
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "cf7575787467f1170486245e7f0cd749";

export default node;
