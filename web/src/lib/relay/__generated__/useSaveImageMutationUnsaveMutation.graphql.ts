/**
 * @generated SignedSource<<24c5097790ff69d4becc9c4d31bf92bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveImageInput = {
  imageUrl?: string | null | undefined;
  postId: string;
};
export type useSaveImageMutationUnsaveMutation$variables = {
  input: SaveImageInput;
};
export type useSaveImageMutationUnsaveMutation$data = {
  readonly unsaveImage: {
    readonly message: string | null | undefined;
    readonly post: {
      readonly id: string;
      readonly images: ReadonlyArray<{
        readonly image: {
          readonly url: string;
        };
        readonly viewerHasSaved: boolean;
      }>;
    } | null | undefined;
    readonly unsavedImageId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly unorganizedCount: {
        readonly totalCount: number;
      } | null | undefined;
    } | null | undefined;
  };
};
export type useSaveImageMutationUnsaveMutation = {
  response: useSaveImageMutationUnsaveMutation$data;
  variables: useSaveImageMutationUnsaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SaveImagePayload",
    "kind": "LinkedField",
    "name": "unsaveImage",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Post",
        "kind": "LinkedField",
        "name": "post",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PostImage",
            "kind": "LinkedField",
            "name": "images",
            "plural": true,
            "selections": [
              {
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerHasSaved",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unsavedImageId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": "unorganizedCount",
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 1
              },
              {
                "kind": "Literal",
                "name": "unorganized",
                "value": true
              }
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
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveImageMutationUnsaveMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveImageMutationUnsaveMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "cb74980f43da9d52d2000a718d5c38d1",
    "id": null,
    "metadata": {},
    "name": "useSaveImageMutationUnsaveMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveImageMutationUnsaveMutation(\n  $input: SaveImageInput!\n) {\n  unsaveImage(input: $input) {\n    post {\n      id\n      images {\n        image {\n          url\n        }\n        viewerHasSaved\n      }\n    }\n    unsavedImageId\n    viewer {\n      id\n      unorganizedCount: savedImages(unorganized: true, first: 1) {\n        totalCount\n      }\n    }\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ccd596b8806bfb70a726f110f3558b48";

export default node;
