/**
 * @generated SignedSource<<7428ace1fc19e634f78b94646b79f0c2>>
 * @relayHash 86947afdd1d2fe8d905beb05e1675e4f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dcec83f4d4f7318a8c7cf4d508b5d23c70489afe4bc72179f7cc9f8d469c2333

import { ConcreteRequest } from 'relay-runtime';
export type useSaveImageMutationTestQuery$variables = Record<PropertyKey, never>;
export type useSaveImageMutationTestQuery$data = {
  readonly explorer: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly image: {
          readonly url: string;
        };
        readonly post: {
          readonly id: string;
          readonly images: ReadonlyArray<{
            readonly image: {
              readonly url: string;
            };
            readonly viewerHasSaved: boolean;
          }>;
        };
        readonly viewerHasSaved: boolean;
      };
    }>;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly savedImages: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
        };
      }>;
    } | null | undefined;
    readonly unorganizedCount: {
      readonly totalCount: number;
    } | null | undefined;
  } | null | undefined;
};
export type useSaveImageMutationTestQuery = {
  response: useSaveImageMutationTestQuery$data;
  variables: useSaveImageMutationTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasSaved",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": [
    (v0/*:: as any*/)
  ],
  "concreteType": "ExplorerImageConnection",
  "kind": "LinkedField",
  "name": "explorer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ExplorerImageEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ExplorerImage",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "Post",
              "kind": "LinkedField",
              "name": "post",
              "plural": false,
              "selections": [
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PostImage",
                  "kind": "LinkedField",
                  "name": "images",
                  "plural": true,
                  "selections": [
                    (v2/*:: as any*/),
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "explorer(first:1)"
},
v5 = {
  "kind": "Literal",
  "name": "unorganized",
  "value": true
},
v6 = {
  "alias": "unorganizedCount",
  "args": [
    (v0/*:: as any*/),
    (v5/*:: as any*/)
  ],
  "concreteType": "SavedImageConnection",
  "kind": "LinkedField",
  "name": "savedImages",
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
  "storageKey": "savedImages(first:1,unorganized:true)"
},
v7 = [
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
          (v3/*:: as any*/),
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
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  },
  (v5/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveImageMutationTestQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": "savedImages",
            "args": [
              (v5/*:: as any*/)
            ],
            "concreteType": "SavedImageConnection",
            "kind": "LinkedField",
            "name": "__UnorganizedIdeas_savedImages_connection",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": "__UnorganizedIdeas_savedImages_connection(unorganized:true)"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSaveImageMutationTestQuery",
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "concreteType": "SavedImageConnection",
            "kind": "LinkedField",
            "name": "savedImages",
            "plural": false,
            "selections": (v7/*:: as any*/),
            "storageKey": "savedImages(first:10,unorganized:true)"
          },
          {
            "alias": null,
            "args": (v8/*:: as any*/),
            "filters": [
              "unorganized"
            ],
            "handle": "connection",
            "key": "UnorganizedIdeas_savedImages",
            "kind": "LinkedHandle",
            "name": "savedImages"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "dcec83f4d4f7318a8c7cf4d508b5d23c70489afe4bc72179f7cc9f8d469c2333",
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "viewer",
            "savedImages"
          ]
        }
      ]
    },
    "name": "useSaveImageMutationTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "682f0adb3e7b3aa188e26aaa2197404c";

export default node;
