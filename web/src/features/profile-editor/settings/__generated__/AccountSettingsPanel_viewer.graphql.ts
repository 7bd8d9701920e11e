/**
 * @generated SignedSource<<f12b5415632a3694c4a06dbd922581b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountSettingsPanel_viewer$data = {
  readonly email: string | null | undefined;
  readonly signsInWithGoogle: boolean | null | undefined;
  readonly " $fragmentType": "AccountSettingsPanel_viewer";
};
export type AccountSettingsPanel_viewer$key = {
  readonly " $data"?: AccountSettingsPanel_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountSettingsPanel_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountSettingsPanel_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signsInWithGoogle",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "28085cd3ef8f97dc93c7b78a85441455";

export default node;
