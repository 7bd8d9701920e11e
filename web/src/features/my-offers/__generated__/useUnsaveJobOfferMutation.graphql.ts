/**
 * @generated SignedSource<<64a82e0d74ebfdf89ef80d6a3a88cf57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveJobOfferInput = {
  offerId: string;
};
export type useUnsaveJobOfferMutation$variables = {
  input: SaveJobOfferInput;
};
export type useUnsaveJobOfferMutation$data = {
  readonly unsaveJobOffer: {
    readonly message: string | null | undefined;
    readonly offer: {
      readonly id: string;
      readonly viewerHasSaved: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useUnsaveJobOfferMutation = {
  response: useUnsaveJobOfferMutation$data;
  variables: useUnsaveJobOfferMutation$variables;
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
    "concreteType": "SaveJobOfferPayload",
    "kind": "LinkedField",
    "name": "unsaveJobOffer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "JobOffer",
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
            "kind": "ScalarField",
            "name": "viewerHasSaved",
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
    "name": "useUnsaveJobOfferMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnsaveJobOfferMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "0dcb3f44d44c53cbf4f705fa75aa41f0",
    "id": null,
    "metadata": {},
    "name": "useUnsaveJobOfferMutation",
    "operationKind": "mutation",
    "text": "mutation useUnsaveJobOfferMutation(\n  $input: SaveJobOfferInput!\n) {\n  unsaveJobOffer(input: $input) {\n    offer {\n      id\n      viewerHasSaved\n    }\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ef662af760f6c0eb3ddda8a397ec7557";

export default node;
