/**
 * @generated SignedSource<<c775a52c6026d4ac3727f2b5a1395c7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreativesList_query$data = {
  readonly creatives: {
    readonly countries: ReadonlyArray<string>;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly background: {
          readonly height: number;
          readonly width: number;
        } | null | undefined;
        readonly user: {
          readonly id: string;
        };
        readonly " $fragmentSpreads": FragmentRefs<"CreativeCard_card">;
      };
    }>;
  };
  readonly " $fragmentType": "CreativesList_query";
};
export type CreativesList_query$key = {
  readonly " $data"?: CreativesList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreativesList_query">;
};

import CreativesListPaginationQuery_graphql from './CreativesListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "creatives"
];
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "city"
    },
    {
      "defaultValue": 9,
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
      "name": "graduationYear"
    },
    {
      "kind": "RootArgument",
      "name": "internshipsOnly"
    },
    {
      "kind": "RootArgument",
      "name": "school"
    },
    {
      "kind": "RootArgument",
      "name": "search"
    },
    {
      "kind": "RootArgument",
      "name": "skills"
    },
    {
      "kind": "RootArgument",
      "name": "software"
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
      "operation": CreativesListPaginationQuery_graphql
    }
  },
  "name": "CreativesList_query",
  "selections": [
    {
      "alias": "creatives",
      "args": [
        {
          "kind": "Variable",
          "name": "city",
          "variableName": "city"
        },
        {
          "kind": "Variable",
          "name": "country",
          "variableName": "country"
        },
        {
          "kind": "Variable",
          "name": "graduationYear",
          "variableName": "graduationYear"
        },
        {
          "kind": "Variable",
          "name": "internshipsOnly",
          "variableName": "internshipsOnly"
        },
        {
          "kind": "Variable",
          "name": "school",
          "variableName": "school"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        },
        {
          "kind": "Variable",
          "name": "skills",
          "variableName": "skills"
        },
        {
          "kind": "Variable",
          "name": "software",
          "variableName": "software"
        }
      ],
      "concreteType": "CreativeConnection",
      "kind": "LinkedField",
      "name": "__CreativesList_creatives_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "countries",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CreativeCardEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CreativeCard",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "id",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Image",
                  "kind": "LinkedField",
                  "name": "background",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "width",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "height",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CreativeCard_card"
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

(node as any).hash = "1ba33d25c4c7173ffb884f690c4636b8";

export default node;
