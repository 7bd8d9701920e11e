/**
 * @generated SignedSource<<37852a2d66a28ec3357d61cea53a1b9d>>
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
    "cacheID": "73e4b9385e1099632687255b8578f845",
    "id": null,
    "metadata": {},
    "name": "useModerationActionsRejectMutation",
    "operationKind": "mutation",
    "text": "mutation useModerationActionsRejectMutation(\n  $input: ModerateOfferInput!\n) {\n  rejectOffer(input: $input) {\n    offerId\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dc4bdc32c099ebe1756bf493ba67d546";

export default node;
