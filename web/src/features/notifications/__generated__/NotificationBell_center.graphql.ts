/**
 * @generated SignedSource<<5a6dcd7f7e6ccf54c98ad9150d976e9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBell_center$data = {
  readonly unreadCount: number;
  readonly " $fragmentType": "NotificationBell_center";
};
export type NotificationBell_center$key = {
  readonly " $data"?: NotificationBell_center$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_center">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationBell_center",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadCount",
      "storageKey": null
    }
  ],
  "type": "NotificationCenter",
  "abstractKey": null
};

(node as any).hash = "26863ed1945001cdc04d038a171f8b86";

export default node;
