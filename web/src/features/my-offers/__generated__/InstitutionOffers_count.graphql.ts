/**
 * @generated SignedSource<<7eea03f7d2f52f83473ab83ec7072a4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InstitutionOffers_count$data = {
  readonly offersCount: {
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "InstitutionOffers_count";
};
export type InstitutionOffers_count$key = {
  readonly " $data"?: InstitutionOffers_count$data;
  readonly " $fragmentSpreads": FragmentRefs<"InstitutionOffers_count">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InstitutionOffers_count",
  "selections": [
    {
      "alias": "offersCount",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "EducationalOfferConnection",
      "kind": "LinkedField",
      "name": "managedEducationalOffers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": "managedEducationalOffers(first:1)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5e4642888eb2b358e6ca9e17ff276372";

export default node;
