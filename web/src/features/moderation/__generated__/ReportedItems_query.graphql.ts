/**
 * @generated SignedSource<<8e8f9e2658f8258767b09159a7cac3c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReportReason = "FRAUD" | "HARASSMENT" | "INTELLECTUAL_PROPERTY" | "OFFENSIVE" | "OTHER" | "SPAM" | "%future added value";
export type ReportedItemKind = "EDUCATIONAL_OFFER" | "JOB_OFFER" | "POST" | "PROFILE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReportedItems_query$data = {
  readonly moderationQueue: {
    readonly reportedItems: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly firstReportedAt: string;
          readonly id: string;
          readonly imageUrl: string | null | undefined;
          readonly internalID: string;
          readonly itemId: string;
          readonly kind: ReportedItemKind;
          readonly ownerUsername: string;
          readonly reasons: ReadonlyArray<{
            readonly count: number;
            readonly reason: ReportReason;
          }>;
          readonly reportCount: number;
          readonly reports: ReadonlyArray<{
            readonly createdAt: string;
            readonly details: string | null | undefined;
            readonly reason: ReportReason;
            readonly reporterUsername: string;
          }>;
          readonly text: string | null | undefined;
          readonly title: string;
        };
      }>;
      readonly totalCount: number;
    };
  } | null | undefined;
  readonly " $fragmentType": "ReportedItems_query";
};
export type ReportedItems_query$key = {
  readonly " $data"?: ReportedItems_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReportedItems_query">;
};

import ReportedItemsPaginationQuery_graphql from './ReportedItemsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "moderationQueue",
  "reportedItems"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
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
      "operation": ReportedItemsPaginationQuery_graphql
    }
  },
  "name": "ReportedItems_query",
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
          "alias": "reportedItems",
          "args": null,
          "concreteType": "ReportedItemConnection",
          "kind": "LinkedField",
          "name": "__ReportedItems_reportedItems_connection",
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
              "concreteType": "ReportedItemEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ReportedItem",
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
                      "name": "itemId",
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
                      "name": "kind",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "title",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "text",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "imageUrl",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "ownerUsername",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "reportCount",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ReportReasonCount",
                      "kind": "LinkedField",
                      "name": "reasons",
                      "plural": true,
                      "selections": [
                        (v1/*:: as any*/),
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "count",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ReportEntry",
                      "kind": "LinkedField",
                      "name": "reports",
                      "plural": true,
                      "selections": [
                        (v1/*:: as any*/),
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "details",
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
                          "kind": "ScalarField",
                          "name": "reporterUsername",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "firstReportedAt",
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

(node as any).hash = "8e25a644440f2fce95267803611d8a72";

export default node;
