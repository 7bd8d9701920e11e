/**
 * @generated SignedSource<<69ae94ade20edf4b2aaa3ff40eb56c33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
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
    "cacheID": "06f865ff30c0ae3408d5fa7f02034e27",
    "id": null,
    "metadata": {},
    "name": "useConfirmEmailChangeMutation",
    "operationKind": "mutation",
    "text": "mutation useConfirmEmailChangeMutation(\n  $input: ConfirmEmailChangeInput!\n) {\n  confirmEmailChange(input: $input) {\n    viewer {\n      id\n      email\n    }\n    token\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2bd2232fb18635fc9c5166ec11849f63";

export default node;
