/**
 * @generated SignedSource<<44130910ff38fda09bc5bf06575e5899>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UnorganizedIdeas_viewer$data = {
  readonly id: string;
  readonly savedImages: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"UnorganizedIdeas_item">;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MoveToBoardModal_viewer" | "UnorganizedIdeas_count">;
  readonly " $fragmentType": "UnorganizedIdeas_viewer";
};
export type UnorganizedIdeas_viewer$key = {
  readonly " $data"?: UnorganizedIdeas_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnorganizedIdeas_viewer">;
};

import UnorganizedIdeasPaginationQuery_graphql from './UnorganizedIdeasPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "savedImages"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": 30,
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
      "fragmentPathInResult": [
        "node"
      ],
      "operation": UnorganizedIdeasPaginationQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "UnorganizedIdeas_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UnorganizedIdeas_count"
    },
    {
      "alias": "savedImages",
      "args": [
        {
          "kind": "Literal",
          "name": "unorganized",
          "value": true
        }
      ],
      "concreteType": "SavedImageConnection",
      "kind": "LinkedField",
      "name": "__UnorganizedIdeas_savedImages_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SavedImageEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SavedImage",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "UnorganizedIdeas_item"
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
      "storageKey": "__UnorganizedIdeas_savedImages_connection(unorganized:true)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MoveToBoardModal_viewer"
    },
    (v1/*:: as any*/)
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "25bf237ba149bbb29ab731532ea2d8d6";

export default node;
