/**
 * @generated SignedSource<<61954718c3c51815f99e9c90d8abe48e>>
 * @relayHash 8a23bdb6c96566b4fd4bd26b7d1ce965
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18905a4c672c8beba4d12413c15954ebd521c1386ebba0c2429a1e6e2d705561

import { ConcreteRequest } from 'relay-runtime';
export type VerifyProfessionalInput = {
  userId: string;
};
export type useModerationActionsVerifyMutation$variables = {
  input: VerifyProfessionalInput;
};
export type useModerationActionsVerifyMutation$data = {
  readonly verifyProfessional: {
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useModerationActionsVerifyMutation = {
  response: useModerationActionsVerifyMutation$data;
  variables: useModerationActionsVerifyMutation$variables;
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
    "concreteType": "VerifyProfessionalPayload",
    "kind": "LinkedField",
    "name": "verifyProfessional",
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
    "name": "useModerationActionsVerifyMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerationActionsVerifyMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "18905a4c672c8beba4d12413c15954ebd521c1386ebba0c2429a1e6e2d705561",
    "metadata": {},
    "name": "useModerationActionsVerifyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4e259aec8cd41b8a2944986798219c2c";

export default node;
