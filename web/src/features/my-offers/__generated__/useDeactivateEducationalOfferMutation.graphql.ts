/**
 * @generated SignedSource<<6b5627eae1e573903940fd3770a22f2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "ac8dc99b8d3c32ce01bbfefb62702918",
    "id": null,
    "metadata": {},
    "name": "useDeactivateEducationalOfferMutation",
    "operationKind": "mutation",
    "text": "mutation useDeactivateEducationalOfferMutation(\n  $input: SetEducationalOfferStatusInput!\n) {\n  setEducationalOfferStatus(input: $input) {\n    offer {\n      id\n      form {\n        status\n      }\n    }\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "854cd7e6db32a1bf60b32ac512937dd0";

export default node;
