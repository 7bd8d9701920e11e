/**
 * @generated SignedSource<<375228f5f3393439fb81594d58d2f6df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OffersList_query$data = {
  readonly jobOffers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly city: string;
        readonly country: string;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"OfferCard_offer">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "OffersList_query";
};
export type OffersList_query$key = {
  readonly " $data"?: OffersList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OffersList_query">;
};

import OffersListPaginationQuery_graphql from './OffersListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "jobOffers"
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "city"
    },
    {
      "kind": "RootArgument",
      "name": "companyName"
    },
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "kind": "RootArgument",
      "name": "country"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "kind": "RootArgument",
      "name": "internshipsOnly"
    },
    {
      "kind": "RootArgument",
      "name": "jobType"
    },
    {
      "kind": "RootArgument",
      "name": "locationType"
    },
    {
      "kind": "RootArgument",
      "name": "minimumSalary"
    },
    {
      "kind": "RootArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": OffersListPaginationQuery_graphql
    }
  },
  "name": "OffersList_query",
  "selections": [
    {
      "alias": "jobOffers",
      "args": [
        {
          "kind": "Variable",
          "name": "city",
          "variableName": "city"
        },
        {
          "kind": "Variable",
          "name": "companyName",
          "variableName": "companyName"
        },
        {
          "kind": "Variable",
          "name": "country",
          "variableName": "country"
        },
        {
          "kind": "Variable",
          "name": "internshipsOnly",
          "variableName": "internshipsOnly"
        },
        {
          "kind": "Variable",
          "name": "jobType",
          "variableName": "jobType"
        },
        {
          "kind": "Variable",
          "name": "locationType",
          "variableName": "locationType"
        },
        {
          "kind": "Variable",
          "name": "minimumSalary",
          "variableName": "minimumSalary"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        }
      ],
      "concreteType": "JobOfferConnection",
      "kind": "LinkedField",
      "name": "__OffersList_jobOffers_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "JobOfferEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "JobOffer",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "country",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "OfferCard_offer"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "cf65761a427f144a51c3486fc40ade4c";

export default node;
