/**
 * @generated SignedSource<<a0e6a4b91a1ea735a7101d973d5ebd87>>
 * @relayHash 4b48b9728247cb461fbd037e2bd0c0e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0c6f3480fd997b17c28d87a4edae6823ab122621823e51961f3be2be0dd5f3fb

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
    "id": "0c6f3480fd997b17c28d87a4edae6823ab122621823e51961f3be2be0dd5f3fb",
    "metadata": {},
    "name": "useUploadProfilePictureMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6b626b970819af6c720710954870dca6";

export default node;
