/**
 * @generated SignedSource<<dae67ca1944ddd0626995455f40ae455>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PendingJobOffers_query$data = {
  readonly moderationQueue: {
    readonly pendingJobOffers: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly createdAt: string;
          readonly id: string;
          readonly pendingChanges: {
            readonly edited: {
              readonly " $fragmentSpreads": FragmentRefs<"PendingJobOffers_content">;
            };
            readonly submittedAt: string;
          } | null | undefined;
          readonly published: {
            readonly " $fragmentSpreads": FragmentRefs<"PendingJobOffers_content">;
          };
          readonly publisher: {
            readonly username: string;
          };
          readonly revision: number;
        };
      }>;
      readonly totalCount: number;
    };
  } | null | undefined;
  readonly " $fragmentType": "PendingJobOffers_query";
};
export type PendingJobOffers_query$key = {
  readonly " $data"?: PendingJobOffers_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingJobOffers_query">;
};

import PendingJobOffersPaginationQuery_graphql from './PendingJobOffersPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "moderationQueue",
  "pendingJobOffers"
],
v1 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "kind": "InlineDataFragmentSpread",
      "name": "PendingJobOffers_content",
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
          "name": "city",
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
          "name": "jobType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locationType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requiredProfile",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expirationDate",
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": ([]/*:: as any*/)
    }
  ],
  "type": "JobOfferContent",
  "abstractKey": "__isJobOfferContent"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
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
      "operation": PendingJobOffersPaginationQuery_graphql
    }
  },
  "name": "PendingJobOffers_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ModerationQueue",
      "kind": "LinkedField",
      "name": "moderationQueue",
      "plural": false,
      "selections": [
        {
          "alias": "pendingJobOffers",
          "args": null,
          "concreteType": "JobOfferConnection",
          "kind": "LinkedField",
          "name": "__PendingJobOffers_pendingJobOffers_connection",
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
                      "name": "revision",
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
                      "name": "publisher",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "username",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    },
                    {
                      "fragment": (v1/*:: as any*/),
                      "kind": "AliasedInlineFragmentSpread",
                      "name": "published"
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "JobOfferChanges",
                      "kind": "LinkedField",
                      "name": "pendingChanges",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "submittedAt",
                          "storageKey": null
                        },
                        {
                          "fragment": (v1/*:: as any*/),
                          "kind": "AliasedInlineFragmentSpread",
                          "name": "edited"
                        }
                      ],
                      "storageKey": null
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
            },
            {
              "kind": "ClientExtension",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__id",
                  "storageKey": null
                }
              ]
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

(node as any).hash = "385f6b98b0ca3430451cd0fdaac60fde";

export default node;
