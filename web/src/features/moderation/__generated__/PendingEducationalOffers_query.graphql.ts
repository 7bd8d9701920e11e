/**
 * @generated SignedSource<<b66a5498d5d6e1a76ad8347c513f0ac6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PendingEducationalOffers_query$data = {
  readonly moderationQueue: {
    readonly pendingEducationalOffers: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly institution: {
            readonly username: string;
          };
          readonly institutionName: string;
          readonly pendingChanges: {
            readonly edited: {
              readonly " $fragmentSpreads": FragmentRefs<"PendingEducationalOffers_content">;
            };
            readonly submittedAt: string;
          } | null | undefined;
          readonly publicationDate: string;
          readonly published: {
            readonly " $fragmentSpreads": FragmentRefs<"PendingEducationalOffers_content">;
          };
          readonly revision: number;
        };
      }>;
      readonly totalCount: number;
    };
  } | null | undefined;
  readonly " $fragmentType": "PendingEducationalOffers_query";
};
export type PendingEducationalOffers_query$key = {
  readonly " $data"?: PendingEducationalOffers_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingEducationalOffers_query">;
};

import PendingEducationalOffersPaginationQuery_graphql from './PendingEducationalOffersPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "moderationQueue",
  "pendingEducationalOffers"
],
v1 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "kind": "InlineDataFragmentSpread",
      "name": "PendingEducationalOffers_content",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "programName",
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
          "name": "modality",
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": ([]/*:: as any*/)
    }
  ],
  "type": "EducationalOfferContent",
  "abstractKey": "__isEducationalOfferContent"
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
      "operation": PendingEducationalOffersPaginationQuery_graphql
    }
  },
  "name": "PendingEducationalOffers_query",
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
          "alias": "pendingEducationalOffers",
          "args": null,
          "concreteType": "EducationalOfferConnection",
          "kind": "LinkedField",
          "name": "__PendingEducationalOffers_pendingEducationalOffers_connection",
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
              "concreteType": "EducationalOfferEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "EducationalOffer",
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
                      "name": "institutionName",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "publicationDate",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "User",
                      "kind": "LinkedField",
                      "name": "institution",
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
                      "concreteType": "EducationalOfferChanges",
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

(node as any).hash = "d91bb6d74cf927924c1425ac5882f449";

export default node;
