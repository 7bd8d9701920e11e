/**
 * @generated SignedSource<<2d5c23c67c9a317a0e07c764168d1f70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UnverifiedProfessionals_query$data = {
  readonly moderationQueue: {
    readonly unverifiedProfessionals: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly email: string;
        readonly node: {
          readonly bio: string | null | undefined;
          readonly city: string | null | undefined;
          readonly companyName: string | null | undefined;
          readonly country: string | null | undefined;
          readonly displayName: string;
          readonly id: string;
          readonly professionalType: ProfessionalType | null | undefined;
          readonly username: string;
        };
      }>;
      readonly totalCount: number;
    };
  } | null | undefined;
  readonly " $fragmentType": "UnverifiedProfessionals_query";
};
export type UnverifiedProfessionals_query$key = {
  readonly " $data"?: UnverifiedProfessionals_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnverifiedProfessionals_query">;
};

import UnverifiedProfessionalsPaginationQuery_graphql from './UnverifiedProfessionalsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "moderationQueue",
  "unverifiedProfessionals"
];
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
      "operation": UnverifiedProfessionalsPaginationQuery_graphql
    }
  },
  "name": "UnverifiedProfessionals_query",
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
          "alias": "unverifiedProfessionals",
          "args": null,
          "concreteType": "UnverifiedProfessionalConnection",
          "kind": "LinkedField",
          "name": "__UnverifiedProfessionals_unverifiedProfessionals_connection",
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
              "concreteType": "UnverifiedProfessionalEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "email",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
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
                      "name": "username",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "displayName",
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
                      "name": "professionalType",
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
                      "name": "bio",
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

(node as any).hash = "3d652b8eb3b649bb109a230d22895211";

export default node;
