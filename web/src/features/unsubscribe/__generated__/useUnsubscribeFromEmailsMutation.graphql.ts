/**
 * @generated SignedSource<<dc6d8a97e39626a6020ea1f824a45552>>
 * @relayHash ca58c620e13303e703c8b9fb08813513
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bdfb5e67598de319caeff7794311e17cab95009abc65391a59457045ef57eac

import { ConcreteRequest } from 'relay-runtime';
export type UnsubscribeFromEmailsInput = {
  token: string;
};
export type useUnsubscribeFromEmailsMutation$variables = {
  input: UnsubscribeFromEmailsInput;
};
export type useUnsubscribeFromEmailsMutation$data = {
  readonly unsubscribeFromEmails: {
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useUnsubscribeFromEmailsMutation = {
  response: useUnsubscribeFromEmailsMutation$data;
  variables: useUnsubscribeFromEmailsMutation$variables;
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
    "concreteType": "UnsubscribeFromEmailsPayload",
    "kind": "LinkedField",
    "name": "unsubscribeFromEmails",
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
    "name": "useUnsubscribeFromEmailsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnsubscribeFromEmailsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "1bdfb5e67598de319caeff7794311e17cab95009abc65391a59457045ef57eac",
    "metadata": {},
    "name": "useUnsubscribeFromEmailsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dc9a4bbc9abd3db5fd94e367ee22aa8e";

export default node;
