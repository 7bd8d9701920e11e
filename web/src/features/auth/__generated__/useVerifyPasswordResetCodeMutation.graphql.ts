/**
 * @generated SignedSource<<7892cf66f17f2644fef92b2b4a5eac2c>>
 * @relayHash d2cf54d2cc806065af467ae390e26187
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62d08348fba9454e5ad63d19e9eb8f22787c0039c9bbacb59b9aea95984882fb

import { ConcreteRequest } from 'relay-runtime';
export type VerifyCodeInput = {
  code: string;
  email: string;
};
export type useVerifyPasswordResetCodeMutation$variables = {
  input: VerifyCodeInput;
};
export type useVerifyPasswordResetCodeMutation$data = {
  readonly verifyPasswordResetCode: {
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useVerifyPasswordResetCodeMutation = {
  response: useVerifyPasswordResetCodeMutation$data;
  variables: useVerifyPasswordResetCodeMutation$variables;
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
    "name": "verifyPasswordResetCode",
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
    "name": "useVerifyPasswordResetCodeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyPasswordResetCodeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "62d08348fba9454e5ad63d19e9eb8f22787c0039c9bbacb59b9aea95984882fb",
    "metadata": {},
    "name": "useVerifyPasswordResetCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "780d3bd519ded1620340ed249bd54578";

export default node;
