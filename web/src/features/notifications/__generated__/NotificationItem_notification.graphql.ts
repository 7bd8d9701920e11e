/**
 * @generated SignedSource<<86a3388d32d9f18eb9a125520c59cda2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "ACCOUNT_VERIFIED" | "APPLICATION_DISCARDED" | "APPLICATION_RECEIVED" | "APPLICATION_SELECTED" | "CONTENT_HIDDEN" | "NEW_FOLLOWER" | "OFFER_APPROVED" | "OFFER_REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationItem_notification$data = {
  readonly actor: {
    readonly profilePicture: string | null | undefined;
  } | null | undefined;
  readonly createdAt: string;
  readonly id: string;
  readonly kind: NotificationKind;
  readonly path: string;
  readonly read: boolean;
  readonly text: string;
  readonly " $fragmentType": "NotificationItem_notification";
};
export type NotificationItem_notification$key = {
  readonly " $data"?: NotificationItem_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationItem_notification",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "path",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "read",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profilePicture",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "cbf9eac4db040cb1facbfc524d12d1d6";

export default node;
