/**
 * @generated SignedSource<<4534f00b8722f3025209489420f9f02b>>
 * @relayHash 63cbcd8acf9d1380370811db9c20b8ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d71a9b65c51dbf2f107facc3032126ef85d5108154c28b1a443142421c371a0a

import { ConcreteRequest } from 'relay-runtime';
export type ChangeEmailInput = {
  confirmEmail: string;
  currentPassword?: string | null | undefined;
  email: string;
};
export type useChangeEmailMutation$variables = {
  input: ChangeEmailInput;
};
export type useChangeEmailMutation$data = {
  readonly changeEmail: {
    readonly email: string | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useChangeEmailMutation = {
  response: useChangeEmailMutation$data;
  variables: useChangeEmailMutation$variables;
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
    "concreteType": "ChangeEmailPayload",
    "kind": "LinkedField",
    "name": "changeEmail",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "useChangeEmailMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeEmailMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d71a9b65c51dbf2f107facc3032126ef85d5108154c28b1a443142421c371a0a",
    "metadata": {},
    "name": "useChangeEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "51b27349196365d7766c59cb906d1325";

export default node;
