/**
 * @generated SignedSource<<2328ac2a4e97da6b69f9d29bee637527>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonalDataForm_user$data = {
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly dateOfBirth: string | null | undefined;
  readonly fullName: string | null | undefined;
  readonly " $fragmentType": "PersonalDataForm_user";
};
export type PersonalDataForm_user$key = {
  readonly " $data"?: PersonalDataForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonalDataForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonalDataForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateOfBirth",
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

(node as any).hash = "3cd4fd02884fe96b0c5aa92b6a7ad136";

export default node;
