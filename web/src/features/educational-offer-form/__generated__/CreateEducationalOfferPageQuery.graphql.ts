/**
 * @generated SignedSource<<05d221051e5f59dbbbd3bba2aeabe38b>>
 * @relayHash b52598bb94a5632dfbeecfcd81159afe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64c81eebf05fdcb81085f6686cbe2add5b8ad25d2063bb5c9d4b1f0846ffe01a

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
    "id": "64c81eebf05fdcb81085f6686cbe2add5b8ad25d2063bb5c9d4b1f0846ffe01a",
    "metadata": {},
    "name": "CreateEducationalOfferPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "71f38153a9191f32f1cea65fda6a1979";

export default node;
