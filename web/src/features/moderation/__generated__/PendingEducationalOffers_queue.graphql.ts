/**
 * @generated SignedSource<<aaa635a9dad33992f73a060f0198ea7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StudyModality = "HYBRID" | "ONLINE" | "ON_SITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PendingEducationalOffers_queue$data = {
  readonly pendingEducationalOffers: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly city: string;
        readonly country: string;
        readonly description: string | null | undefined;
        readonly id: string;
        readonly institution: {
          readonly username: string;
        };
        readonly institutionName: string;
        readonly modality: StudyModality;
        readonly programName: string;
        readonly publicationDate: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "PendingEducationalOffers_queue";
};
export type PendingEducationalOffers_queue$key = {
  readonly " $data"?: PendingEducationalOffers_queue$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingEducationalOffers_queue">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "pendingEducationalOffers"
        ]
      }
    ]
  },
  "name": "PendingEducationalOffers_queue",
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
                  "name": "programName",
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
  "type": "ModerationQueue",
  "abstractKey": null
};

(node as any).hash = "a30c1fe52d321406e77593d33ba9a039";

export default node;
