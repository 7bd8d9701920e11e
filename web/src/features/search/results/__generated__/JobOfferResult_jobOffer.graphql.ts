/**
 * @generated SignedSource<<b4fe24324e749beec6ac4063ba1ec4c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobOfferResult_jobOffer$data = {
  readonly city: string;
  readonly companyLogo: string | null | undefined;
  readonly companyName: string;
  readonly description: string;
  readonly position: string;
  readonly " $fragmentType": "JobOfferResult_jobOffer";
};
export type JobOfferResult_jobOffer$key = {
  readonly " $data"?: JobOfferResult_jobOffer$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobOfferResult_jobOffer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobOfferResult_jobOffer",
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
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyLogo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "JobOffer",
  "abstractKey": null
};

(node as any).hash = "3eb76ceee097c5c9f8f375a4fbffb4bb";

export default node;
