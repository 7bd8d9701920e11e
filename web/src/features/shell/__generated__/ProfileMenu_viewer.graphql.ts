/**
 * @generated SignedSource<<029304579aee92713ebb501313297e5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileMenu_viewer$data = {
  readonly profilePicture: string | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "ProfileMenu_viewer";
};
export type ProfileMenu_viewer$key = {
  readonly " $data"?: ProfileMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileMenu_viewer",
  "selections": [
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
      "name": "profilePicture",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "51555785ee32bca9f243fb62f0140242";

export default node;
