/**
 * @generated SignedSource<<ae18a07ed79558fa3a50363423c55ab5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
export type Role = "CREATIVE" | "PROFESSIONAL" | "%future added value";
export type CreateEducationalOfferPageQuery$variables = Record<PropertyKey, never>;
export type CreateEducationalOfferPageQuery$data = {
  readonly viewer: {
    readonly isVerifiedProfessional: boolean;
    readonly professionalType: ProfessionalType | null | undefined;
    readonly role: Role | null | undefined;
  } | null | undefined;
};
export type CreateEducationalOfferPageQuery = {
  response: CreateEducationalOfferPageQuery$data;
  variables: CreateEducationalOfferPageQuery$variables;
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
  "name": "professionalType",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isVerifiedProfessional",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateEducationalOfferPageQuery",
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
    "name": "CreateEducationalOfferPageQuery",
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
    "cacheID": "b52598bb94a5632dfbeecfcd81159afe",
    "id": null,
    "metadata": {},
    "name": "CreateEducationalOfferPageQuery",
    "operationKind": "query",
    "text": "query CreateEducationalOfferPageQuery {\n  viewer {\n    role\n    professionalType\n    isVerifiedProfessional\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "71f38153a9191f32f1cea65fda6a1979";

export default node;
