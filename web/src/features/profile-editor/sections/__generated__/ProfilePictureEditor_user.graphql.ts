/**
 * @generated SignedSource<<d29d1ee3369c6ba19b2e4dc7b5d134f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfilePictureEditor_user$data = {
  readonly profilePicture: string | null | undefined;
  readonly " $fragmentType": "ProfilePictureEditor_user";
};
export type ProfilePictureEditor_user$key = {
  readonly " $data"?: ProfilePictureEditor_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfilePictureEditor_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfilePictureEditor_user",
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

(node as any).hash = "866b301ade01036d21ef4f6e4cbf42a9";

export default node;
