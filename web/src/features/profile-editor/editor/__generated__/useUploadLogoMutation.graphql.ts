/**
 * @generated SignedSource<<64f5ba95ef14e5ce2697be45a4512aa0>>
 * @relayHash 972ec4afc23b55b69191b73905b981a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 153f42093f3ea489b9072ee820306189dc9c1ac2e34d7357ad07adc501c7d9d1

import { ConcreteRequest } from 'relay-runtime';
export type LogoKind = "COMPANY" | "INSTITUTION" | "%future added value";
export type UploadLogoInput = {
  file: null;
  kind: LogoKind;
};
export type useUploadLogoMutation$variables = {
  input: UploadLogoInput;
};
export type useUploadLogoMutation$data = {
  readonly uploadLogo: {
    readonly logoUrl: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useUploadLogoMutation = {
  response: useUploadLogoMutation$data;
  variables: useUploadLogoMutation$variables;
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
    "concreteType": "UploadLogoPayload",
    "kind": "LinkedField",
    "name": "uploadLogo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "logoUrl",
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
    "name": "useUploadLogoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUploadLogoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "153f42093f3ea489b9072ee820306189dc9c1ac2e34d7357ad07adc501c7d9d1",
    "metadata": {},
    "name": "useUploadLogoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "49bd534ac1e4647dca1db5979e7c8c3d";

export default node;
