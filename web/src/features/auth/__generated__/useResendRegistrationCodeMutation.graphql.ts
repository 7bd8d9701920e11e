/**
 * @generated SignedSource<<e26bf03f1df1549ab56569523a66fd0a>>
 * @relayHash 208b9aa0ee667fcb0e5a773eec43c250
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 302c30301307219d48fa97abe549df2934cfcc90103e88c82895eb866d7fa54e

import { ConcreteRequest } from 'relay-runtime';
export type EmailInput = {
  email: string;
};
export type useResendRegistrationCodeMutation$variables = {
  input: EmailInput;
};
export type useResendRegistrationCodeMutation$data = {
  readonly resendRegistrationCode: {
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useResendRegistrationCodeMutation = {
  response: useResendRegistrationCodeMutation$data;
  variables: useResendRegistrationCodeMutation$variables;
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
    "name": "resendRegistrationCode",
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
    "name": "useResendRegistrationCodeMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useResendRegistrationCodeMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "302c30301307219d48fa97abe549df2934cfcc90103e88c82895eb866d7fa54e",
    "metadata": {},
    "name": "useResendRegistrationCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2ad9b80925fbb51c90deb2343f03cfe";

export default node;
