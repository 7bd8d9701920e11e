/**
 * @generated SignedSource<<c85bfd4f75abc8794af09a5c3393ee34>>
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

(node as any).hash = "3792857b3dbe1b044519cad8b68eeb6b";

export default node;
