/**
 * @generated SignedSource<<3b56eaa3d786d0f22013fe90996e9115>>
 * @relayHash 7207d527605562a86cd45e6028becf2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b545627be15130ee5bc055222555aa3be959934e45996fe5465748c92238e16

import { ConcreteRequest } from 'relay-runtime';
export type ModerateOfferInput = {
  offerId: string;
  revision?: number | null | undefined;
};
export type useModerationActionsApproveMutation$variables = {
  input: ModerateOfferInput;
};
export type useModerationActionsApproveMutation$data = {
  readonly approveOffer: {
    readonly message: string | null | undefined;
    readonly offerId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useModerationActionsApproveMutation = {
  response: useModerationActionsApproveMutation$data;
  variables: useModerationActionsApproveMutation$variables;
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
    "concreteType": "ModerateOfferPayload",
    "kind": "LinkedField",
    "name": "approveOffer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "offerId",
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
    "name": "useModerationActionsApproveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerationActionsApproveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8b545627be15130ee5bc055222555aa3be959934e45996fe5465748c92238e16",
    "metadata": {},
    "name": "useModerationActionsApproveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "574e1cea42945211d4b2f6417d4ac951";

export default node;
