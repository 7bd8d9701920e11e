/**
 * @generated SignedSource<<22e22c4293be87211556a66adc106f4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoveToFolderInput = {
  folderId: string;
  images: ReadonlyArray<ImageRefInput>;
};
export type ImageRefInput = {
  imageUrl: string;
  postId: string;
};
export type useMoveToFolderMutation$variables = {
  input: MoveToFolderInput;
};
export type useMoveToFolderMutation$data = {
  readonly moveToFolder: {
    readonly folder: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"BoardCard_folder">;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly movedImages: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useMoveToFolderMutation = {
  response: useMoveToFolderMutation$data;
  variables: useMoveToFolderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "SavedImage",
  "kind": "LinkedField",
  "name": "movedImages",
  "plural": true,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    (v4/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMoveToFolderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MoveToFolderPayload",
        "kind": "LinkedField",
        "name": "moveToFolder",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "folder",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BoardCard_folder"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMoveToFolderMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MoveToFolderPayload",
        "kind": "LinkedField",
        "name": "moveToFolder",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Folder",
            "kind": "LinkedField",
            "name": "folder",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                  (v2/*:: as any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
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
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b02f613a79336e89b29abdb97fe23e98",
    "id": null,
    "metadata": {},
    "name": "useMoveToFolderMutation",
    "operationKind": "mutation",
    "text": "mutation useMoveToFolderMutation(\n  $input: MoveToFolderInput!\n) {\n  moveToFolder(input: $input) {\n    folder {\n      id\n      ...BoardCard_folder\n    }\n    movedImages {\n      id\n    }\n    message\n    userErrors {\n      message\n    }\n  }\n}\n\nfragment BoardCard_folder on Folder {\n  id\n  internalID\n  name\n  itemsCount\n  preview {\n    id\n    savedImageId\n    image {\n      url\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "30bf0ca87d54715b860e68fb0f310d0d";

export default node;
