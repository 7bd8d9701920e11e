/**
 * @generated SignedSource<<a30b0aececa735e25081c79d2e80de5c>>
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "OfferCard_offer"
    }
  ],
  "type": "JobOffer",
  "abstractKey": null
};

(node as any).hash = "26b5e6efc129099dbc416939f8d9fcfa";

export default node;
