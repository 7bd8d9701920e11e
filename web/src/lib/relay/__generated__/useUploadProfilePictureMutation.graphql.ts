/**
 * @generated SignedSource<<40c405da9e448b6adf9b0164879070c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UploadProfilePictureInput = {
  file: null;
};
export type useUploadProfilePictureMutation$variables = {
  input: UploadProfilePictureInput;
};
export type useUploadProfilePictureMutation$data = {
  readonly uploadProfilePicture: {
    readonly user: {
      readonly id: string;
      readonly profilePicture: string | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useUploadProfilePictureMutation = {
  response: useUploadProfilePictureMutation$data;
  variables: useUploadProfilePictureMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UploadProfilePicturePayload",
    "kind": "LinkedField",
    "name": "uploadProfilePicture",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "profilePicture",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
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
    "name": "useUploadProfilePictureMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUploadProfilePictureMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4b48b9728247cb461fbd037e2bd0c0e0",
    "id": null,
    "metadata": {},
    "name": "useUploadProfilePictureMutation",
    "operationKind": "mutation",
    "text": "mutation useUploadProfilePictureMutation(\n  $input: UploadProfilePictureInput!\n) {\n  uploadProfilePicture(input: $input) {\n    user {\n      id\n      profilePicture\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b626b970819af6c720710954870dca6";

export default node;
