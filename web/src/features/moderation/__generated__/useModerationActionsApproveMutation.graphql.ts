/**
 * @generated SignedSource<<e72267ade6aa347962dd19d8c29f9242>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "7207d527605562a86cd45e6028becf2e",
    "id": null,
    "metadata": {},
    "name": "useModerationActionsApproveMutation",
    "operationKind": "mutation",
    "text": "mutation useModerationActionsApproveMutation(\n  $input: ModerateOfferInput!\n) {\n  approveOffer(input: $input) {\n    offerId\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "574e1cea42945211d4b2f6417d4ac951";

export default node;
