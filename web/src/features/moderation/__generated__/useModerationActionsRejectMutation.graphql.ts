/**
 * @generated SignedSource<<4f688c5985c6d934dc10cfb28635cd28>>
 * @relayHash 73e4b9385e1099632687255b8578f845
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 394518250083c4e5e539df9c9c135b980b386c44e02bfa60de8ae538d5e656fc

import { ConcreteRequest } from 'relay-runtime';
export type ModerateOfferInput = {
  offerId: string;
  revision?: number | null | undefined;
};
export type useModerationActionsRejectMutation$variables = {
  input: ModerateOfferInput;
};
export type useModerationActionsRejectMutation$data = {
  readonly rejectOffer: {
    readonly message: string | null | undefined;
    readonly offerId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useModerationActionsRejectMutation = {
  response: useModerationActionsRejectMutation$data;
  variables: useModerationActionsRejectMutation$variables;
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
    "name": "rejectOffer",
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
    "name": "useModerationActionsRejectMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerationActionsRejectMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "394518250083c4e5e539df9c9c135b980b386c44e02bfa60de8ae538d5e656fc",
    "metadata": {},
    "name": "useModerationActionsRejectMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dc4bdc32c099ebe1756bf493ba67d546";

export default node;
