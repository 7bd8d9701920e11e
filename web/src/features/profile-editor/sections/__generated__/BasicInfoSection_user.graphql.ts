/**
 * @generated SignedSource<<0e02115c5586cbace63b3f6a22e2e0a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BasicInfoSection_user$data = {
  readonly city: string | null | undefined;
  readonly companyName: string | null | undefined;
  readonly country: string | null | undefined;
  readonly fullName: string | null | undefined;
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePictureEditor_user">;
  readonly " $fragmentType": "BasicInfoSection_user";
};
export type BasicInfoSection_user$key = {
  readonly " $data"?: BasicInfoSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"BasicInfoSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BasicInfoSection_user",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfilePictureEditor_user"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
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
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "914d5c4ca4c518e1d861dfb74ab16192";

export default node;
