/**
 * @generated SignedSource<<b413f4a3afff4a5185ced87dc5db5b4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SendRegistrationCodeInput = {
  acceptedTerms: boolean;
  confirmPassword: string;
  email: string;
  password: string;
  username: string;
};
export type useSendRegistrationCodeMutation$variables = {
  input: SendRegistrationCodeInput;
};
export type useSendRegistrationCodeMutation$data = {
  readonly sendRegistrationCode: {
    readonly message: string | null | undefined;
    readonly sent: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useSendRegistrationCodeMutation = {
  response: useSendRegistrationCodeMutation$data;
  variables: useSendRegistrationCodeMutation$variables;
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
    "concreteType": "SendRegistrationCodePayload",
    "kind": "LinkedField",
    "name": "sendRegistrationCode",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sent",
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
    "name": "useSendRegistrationCodeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendRegistrationCodeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "dc1b0a275d2a6f24a19d20b089374475",
    "id": null,
    "metadata": {},
    "name": "useSendRegistrationCodeMutation",
    "operationKind": "mutation",
    "text": "mutation useSendRegistrationCodeMutation(\n  $input: SendRegistrationCodeInput!\n) {\n  sendRegistrationCode(input: $input) {\n    sent\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e2410f614e714987cd5235a852238770";

export default node;
