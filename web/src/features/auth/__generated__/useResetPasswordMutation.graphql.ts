/**
 * @generated SignedSource<<0deb09c3cdb315bec6ddab87b0090cd9>>
 * @relayHash 28adcb4de925e0d3a46e5ad5db92c5ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 85b7badb4960ef82fe583a840f84d7857448fcfd1dd02de6ca5c6c8a39e3a228

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordInput = {
  code: string;
  email: string;
  newPassword: string;
};
export type useResetPasswordMutation$variables = {
  input: ResetPasswordInput;
};
export type useResetPasswordMutation$data = {
  readonly resetPassword: {
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useResetPasswordMutation = {
  response: useResetPasswordMutation$data;
  variables: useResetPasswordMutation$variables;
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
    "concreteType": "MessagePayload",
    "kind": "LinkedField",
    "name": "resetPassword",
    "plural": false,
    "selections": [
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
    "name": "useResetPasswordMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResetPasswordMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "85b7badb4960ef82fe583a840f84d7857448fcfd1dd02de6ca5c6c8a39e3a228",
    "metadata": {},
    "name": "useResetPasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d6e2e46d2b9b64232081d0e63687a197";

export default node;
