/**
 * @generated SignedSource<<50b088620f76f94c59c3966fe1f8c5b7>>
 * @relayHash 7d6fbb48be3cd4990a5e3d68280e475a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 140636b7332d0df32074dbbb4184b79e4fda298033e85792c2c901861eb2a820

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmEmailChangeInput = {
  code: string;
};
export type useConfirmEmailChangeMutation$variables = {
  input: ConfirmEmailChangeInput;
};
export type useConfirmEmailChangeMutation$data = {
  readonly confirmEmailChange: {
    readonly message: string | null | undefined;
    readonly token: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly email: string | null | undefined;
      readonly id: string;
    } | null | undefined;
  };
};
export type useConfirmEmailChangeMutation = {
  response: useConfirmEmailChangeMutation$data;
  variables: useConfirmEmailChangeMutation$variables;
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
    "concreteType": "ConfirmEmailChangePayload",
    "kind": "LinkedField",
    "name": "confirmEmailChange",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
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
            "name": "email",
            "storageKey": null
          }
        ],
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
    "name": "useConfirmEmailChangeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmEmailChangeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "140636b7332d0df32074dbbb4184b79e4fda298033e85792c2c901861eb2a820",
    "metadata": {},
    "name": "useConfirmEmailChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "019d41aa8181cfd0f421891ad3c89f4d";

export default node;
