/**
 * @generated SignedSource<<15a765f177bcd9040c009d1f7ceefabe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type JobOfferStatus = "ACCEPTED" | "CANCELLED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ManagedOfferCard_offer$data = {
  readonly applicationsCount: number | null | undefined;
  readonly changesRejectedAt: string | null | undefined;
  readonly hasPendingChanges: boolean;
  readonly id: string;
  readonly internalID: string;
  readonly moderation: {
    readonly reasonLabel: string;
  } | null | undefined;
  readonly position: string;
  readonly reviewedApplicationsCount: number | null | undefined;
  readonly status: JobOfferStatus;
  readonly " $fragmentSpreads": FragmentRefs<"OfferCard_offer">;
  readonly " $fragmentType": "ManagedOfferCard_offer";
};
export type ManagedOfferCard_offer$key = {
  readonly " $data"?: ManagedOfferCard_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManagedOfferCard_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManagedOfferCard_offer",
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
      "name": "internalID",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPendingChanges",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changesRejectedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicationsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewedApplicationsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModerationNotice",
      "kind": "LinkedField",
      "name": "moderation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasonLabel",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OfferCard_offer"
    }
  ],
  "type": "JobOffer",
  "abstractKey": null
};

(node as any).hash = "829cbcd5c8a19102f131730d934c79e1";

export default node;
