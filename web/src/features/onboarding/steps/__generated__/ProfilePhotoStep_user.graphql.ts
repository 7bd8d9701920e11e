/**
 * @generated SignedSource<<00b8b6dfede6c9918de70827d034daf5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfilePhotoStep_user$data = {
  readonly profilePicture: string | null | undefined;
  readonly " $fragmentType": "ProfilePhotoStep_user";
};
export type ProfilePhotoStep_user$key = {
  readonly " $data"?: ProfilePhotoStep_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePhotoStep_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePhotoStep_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profilePicture",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "6083e090cbd0d057ca008181602ee204";

export default node;
