/**
 * @generated SignedSource<<6e43eacdaa09171e28f38714bfacc4b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedOffers_offer$data = {
  readonly isExpired: boolean;
  readonly position: string;
  readonly " $fragmentSpreads": FragmentRefs<"OfferCard_offer">;
  readonly " $fragmentType": "SavedOffers_offer";
};
export type SavedOffers_offer$key = {
  readonly " $data"?: SavedOffers_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedOffers_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavedOffers_offer",
  "selections": [
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
      "name": "isExpired",
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

(node as any).hash = "940220770ef608c73bcb63ec2d922d91";

export default node;
