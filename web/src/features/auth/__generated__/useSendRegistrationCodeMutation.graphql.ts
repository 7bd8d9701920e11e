/**
 * @generated SignedSource<<0c3c526c40695e6ecc631679a00a653b>>
 * @relayHash dc1b0a275d2a6f24a19d20b089374475
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03f2b8cd91e44ff65284d486175d2894ccaefc03600942082a8e1fd5b2d897bd

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
    "id": "03f2b8cd91e44ff65284d486175d2894ccaefc03600942082a8e1fd5b2d897bd",
    "metadata": {},
    "name": "useSendRegistrationCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2410f614e714987cd5235a852238770";

export default node;
