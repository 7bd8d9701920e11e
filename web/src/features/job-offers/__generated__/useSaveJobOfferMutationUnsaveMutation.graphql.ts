/**
 * @generated SignedSource<<6e0902b3393b0617eec0cc291483884a>>
 * @relayHash ecdd05a2e2bbc7684e87fa7c9cf8a7dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ceb27449366100750d4c01f6b73505f167e2932476d1f1be4c88000cc0dd5570

import { ConcreteRequest } from 'relay-runtime';
export type SaveJobOfferInput = {
  offerId: string;
};
export type useSaveJobOfferMutationUnsaveMutation$variables = {
  input: SaveJobOfferInput;
};
export type useSaveJobOfferMutationUnsaveMutation$data = {
  readonly unsaveJobOffer: {
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
v1 = [
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
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
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
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveJobOfferMutationUnsaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ceb27449366100750d4c01f6b73505f167e2932476d1f1be4c88000cc0dd5570",
    "metadata": {},
    "name": "useSaveJobOfferMutationUnsaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9fc3952082ef3f29f76a563c50a698cf";

export default node;
