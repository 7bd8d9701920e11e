/**
 * @generated SignedSource<<66236e024ffab31ae951c8cdf19d9dbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedPageQuery$variables = Record<PropertyKey, never>;
export type SavedPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SavedBoards_viewer" | "UnorganizedIdeas_viewer">;
  } | null | undefined;
};
export type SavedPageQuery = {
  response: SavedPageQuery$data;
  variables: SavedPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v7 = {
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
v8 = {
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
},
v9 = {
  "kind": "Literal",
  "name": "unorganized",
  "value": true
},
v10 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 30
  },
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SavedBoards_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UnorganizedIdeas_viewer"
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
    "name": "SavedPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": "foldersCount",
            "args": [
              (v0/*:: as any*/)
            ],
            "concreteType": "FolderConnection",
            "kind": "LinkedField",
            "name": "folders",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": "folders(first:1)"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "FolderConnection",
            "kind": "LinkedField",
            "name": "folders",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FolderEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Folder",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
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
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "itemsCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FolderItem",
                        "kind": "LinkedField",
                        "name": "preview",
                        "plural": true,
                        "selections": [
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "savedImageId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Image",
                            "kind": "LinkedField",
                            "name": "image",
                            "plural": false,
                            "selections": [
                              (v4/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": "folders(first:50)"
          },
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "SavedBoards_folders",
            "kind": "LinkedHandle",
            "name": "folders"
          },
          {
            "alias": "unorganizedCount",
            "args": [
              (v0/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "concreteType": "SavedImageConnection",
            "kind": "LinkedField",
            "name": "savedImages",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": "savedImages(first:1,unorganized:true)"
          },
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "concreteType": "SavedImageConnection",
            "kind": "LinkedField",
            "name": "savedImages",
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
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Image",
                        "kind": "LinkedField",
                        "name": "image",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "srcSet",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
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
                            "kind": "ScalarField",
                            "name": "title",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": "savedImages(first:30,unorganized:true)"
          },
          {
            "alias": null,
            "args": (v10/*:: as any*/),
            "filters": [
              "unorganized"
            ],
            "handle": "connection",
            "key": "UnorganizedIdeas_savedImages",
            "kind": "LinkedHandle",
            "name": "savedImages"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3f38480219a230f6da304a36117ef42f",
    "id": null,
    "metadata": {},
    "name": "SavedPageQuery",
    "operationKind": "query",
    "text": "query SavedPageQuery {\n  viewer {\n    ...SavedBoards_viewer\n    ...UnorganizedIdeas_viewer\n    id\n  }\n}\n\nfragment BoardCard_folder on Folder {\n  id\n  internalID\n  name\n  itemsCount\n  preview {\n    id\n    savedImageId\n    image {\n      url\n    }\n  }\n}\n\nfragment MoveToBoardModal_viewer on User {\n  folders(first: 50) {\n    edges {\n      node {\n        id\n        name\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment SavedBoards_viewer on User {\n  foldersCount: folders(first: 1) {\n    totalCount\n  }\n  folders(first: 50) {\n    edges {\n      node {\n        id\n        ...BoardCard_folder\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment SavedIdeaCard_savedImage on SavedImage {\n  image {\n    url\n    width\n    height\n    srcSet\n  }\n  post {\n    title\n    id\n  }\n}\n\nfragment UnorganizedIdeas_count on User {\n  unorganizedCount: savedImages(unorganized: true, first: 1) {\n    totalCount\n  }\n}\n\nfragment UnorganizedIdeas_item on SavedImage {\n  image {\n    url\n  }\n  post {\n    id\n    title\n  }\n  ...SavedIdeaCard_savedImage\n}\n\nfragment UnorganizedIdeas_viewer on User {\n  ...UnorganizedIdeas_count\n  savedImages(unorganized: true, first: 30) {\n    edges {\n      node {\n        id\n        ...UnorganizedIdeas_item\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  ...MoveToBoardModal_viewer\n  id\n}\n"
  }
};
})();

(node as any).hash = "203d2d785fb30c400ea6b8de6fb0968b";

export default node;
