/**
 * @generated SignedSource<<82dc9c0e8dfdb9f14ab1134748b1a2b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyOffers_count$data = {
  readonly jobOffersCount: {
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "CompanyOffers_count";
};
export type CompanyOffers_count$key = {
  readonly " $data"?: CompanyOffers_count$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyOffers_count">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "internshipsOnly"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "statuses"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyOffers_count",
  "selections": [
    {
      "alias": "jobOffersCount",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        },
        {
          "kind": "Variable",
          "name": "internshipsOnly",
          "variableName": "internshipsOnly"
        },
        {
          "kind": "Variable",
          "name": "statuses",
          "variableName": "statuses"
        }
      ],
      "concreteType": "JobOfferConnection",
      "kind": "LinkedField",
      "name": "managedJobOffers",
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
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d31063696e82f1d5ca374aa1fe422e05";

export default node;
