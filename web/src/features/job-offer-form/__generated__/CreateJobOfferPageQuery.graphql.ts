/**
 * @generated SignedSource<<017b22bf3a376ce0d4f40c9bf09ed239>>
 * @relayHash aa62d9c455739149559007184c7383f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 02a754bf21e717a4b383c23ae827569c0d6491c64c3934bf7f6e0890d43730a3

import { ConcreteRequest } from 'relay-runtime';
export type Role = "CREATIVE" | "PROFESSIONAL" | "%future added value";
export type CreateJobOfferPageQuery$variables = Record<PropertyKey, never>;
export type CreateJobOfferPageQuery$data = {
  readonly viewer: {
    readonly companyName: string | null | undefined;
    readonly isVerifiedProfessional: boolean;
    readonly role: Role | null | undefined;
  } | null | undefined;
};
export type CreateJobOfferPageQuery = {
  response: CreateJobOfferPageQuery$data;
  variables: CreateJobOfferPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isVerifiedProfessional",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateJobOfferPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CreateJobOfferPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "02a754bf21e717a4b383c23ae827569c0d6491c64c3934bf7f6e0890d43730a3",
    "metadata": {},
    "name": "CreateJobOfferPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "11491c778b7168b71c9bc471a6e4afa5";

export default node;
