/**
 * @generated SignedSource<<f079544fe5e46c62407beb08047a3e05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveJobOfferInput = {
  offerId: string;
};
export type useSaveJobOfferMutation$variables = {
  input: SaveJobOfferInput;
};
export type useSaveJobOfferMutation$data = {
  readonly saveJobOffer: {
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
export type useSaveJobOfferMutation = {
  response: useSaveJobOfferMutation$data;
  variables: useSaveJobOfferMutation$variables;
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
    "name": "saveJobOffer",
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
    "name": "useSaveJobOfferMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveJobOfferMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a45e757aec61ee99cc93bb811798c35a",
    "id": null,
    "metadata": {},
    "name": "useSaveJobOfferMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveJobOfferMutation(\n  $input: SaveJobOfferInput!\n) {\n  saveJobOffer(input: $input) {\n    offer {\n      id\n      viewerHasSaved\n    }\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "877bfab20839eb958034df66b5bea53f";

export default node;
