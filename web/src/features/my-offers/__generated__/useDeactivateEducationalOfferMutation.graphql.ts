/**
 * @generated SignedSource<<1c10fc47e2a61372ac00a86cfd118369>>
 * @relayHash ac8dc99b8d3c32ce01bbfefb62702918
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 843b8ae0f813fb11cc66d33fc382d015d5fa13eebe3ddef35a226c54a617b61c

import { ConcreteRequest } from 'relay-runtime';
export type EducationalOfferStatus = "ACCEPTED" | "ACTIVE" | "CANCELLED" | "PENDING" | "REJECTED" | "%future added value";
export type SetEducationalOfferStatusInput = {
  offerId: string;
  status: EducationalOfferStatus;
};
export type useDeactivateEducationalOfferMutation$variables = {
  input: SetEducationalOfferStatusInput;
};
export type useDeactivateEducationalOfferMutation$data = {
  readonly setEducationalOfferStatus: {
    readonly message: string | null | undefined;
    readonly offer: {
      readonly form: {
        readonly status: EducationalOfferStatus;
      } | null | undefined;
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useDeactivateEducationalOfferMutation = {
  response: useDeactivateEducationalOfferMutation$data;
  variables: useDeactivateEducationalOfferMutation$variables;
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
    "concreteType": "EducationalOfferPayload",
    "kind": "LinkedField",
    "name": "setEducationalOfferStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "EducationalOffer",
        "kind": "LinkedField",
        "name": "offer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "EducationalOfferForm",
            "kind": "LinkedField",
            "name": "form",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
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
    "name": "useDeactivateEducationalOfferMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeactivateEducationalOfferMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "843b8ae0f813fb11cc66d33fc382d015d5fa13eebe3ddef35a226c54a617b61c",
    "metadata": {},
    "name": "useDeactivateEducationalOfferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "854cd7e6db32a1bf60b32ac512937dd0";

export default node;
