/**
 * @generated SignedSource<<0a1e075b89f94bd4cc7959bcebb57332>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SaveOfferButton_offer$data = {
  readonly id: string;
  readonly viewerHasSaved: boolean;
  readonly " $fragmentType": "SaveOfferButton_offer";
};
export type SaveOfferButton_offer$key = {
  readonly " $data"?: SaveOfferButton_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SaveOfferButton_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SaveOfferButton_offer",
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
      "name": "viewerHasSaved",
      "storageKey": null
    }
  ],
  "type": "JobOffer",
  "abstractKey": null
};

(node as any).hash = "f92cf7f8b25a84e9864bf64ee0426677";

export default node;
