/**
 * @generated SignedSource<<01f8cda898c0b37aa8e0ce5c890300b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveJobOfferInput = {
  offerId: string;
};
export type useSaveJobOfferMutationUnsaveMutation$variables = {
  input: SaveJobOfferInput;
};
export type useSaveJobOfferMutationUnsaveMutation$data = {
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
export type useSaveJobOfferMutationUnsaveMutation = {
  response: useSaveJobOfferMutationUnsaveMutation$data;
  variables: useSaveJobOfferMutationUnsaveMutation$variables;
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
    "name": "useSaveJobOfferMutationUnsaveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveJobOfferMutationUnsaveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "784d22a0284349fd72108477143f258b",
    "id": null,
    "metadata": {},
    "name": "useSaveJobOfferMutationUnsaveMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveJobOfferMutationUnsaveMutation(\n  $input: SaveJobOfferInput!\n) {\n  unsaveJobOffer(input: $input) {\n    offer {\n      id\n      viewerHasSaved\n    }\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "39c3075cbbe28a7441f136fa2603ca2d";

export default node;
