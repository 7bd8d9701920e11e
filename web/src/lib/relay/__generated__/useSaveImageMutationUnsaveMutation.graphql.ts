/**
 * @generated SignedSource<<c109e0e7e9aad1fafd4c453859ca1277>>
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
  "name": "message",
  "storageKey": null
},
v2 = [
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
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          (v1/*:: as any*/)
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
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveImageMutationUnsaveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "05a3562174d675c8da9ac19941d150a6",
    "id": null,
    "metadata": {},
    "name": "useSaveImageMutationUnsaveMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveImageMutationUnsaveMutation(\n  $input: SaveImageInput!\n) {\n  unsaveImage(input: $input) {\n    post {\n      id\n      images {\n        image {\n          url\n        }\n        viewerHasSaved\n      }\n    }\n    unsavedImageId\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b8ce8a9617cf70bf23ed73fff0fea30";

export default node;
