/**
 * @generated SignedSource<<d29c0178c14ba8304ba7ff0a5f101ae4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileMenu_viewer$data = {
  readonly isOperator: boolean;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOperator",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2243cda443cc7f0f8040beb0e98d0e61";

export default node;
