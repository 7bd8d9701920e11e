/**
 * @generated SignedSource<<ebfcfa6c9bc38eec924442f8e8739ce7>>
 * @relayHash e7016049b715f3b5f5fa390b19c9561e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b631059b1fab0faca14b1c45b21af76de5c3d47043c70ce8884480bdbac7407

import { ConcreteRequest } from 'relay-runtime';
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
export type Role = "CREATIVE" | "PROFESSIONAL" | "%future added value";
export type MyOffersPageViewerQuery$variables = Record<PropertyKey, never>;
export type MyOffersPageViewerQuery$data = {
  readonly viewer: {
    readonly professionalType: ProfessionalType | null | undefined;
    readonly role: Role | null | undefined;
  } | null | undefined;
};
export type MyOffersPageViewerQuery = {
  response: MyOffersPageViewerQuery$data;
  variables: MyOffersPageViewerQuery$variables;
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyOffersPageViewerQuery",
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
          (v1/*:: as any*/)
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
    "name": "MyOffersPageViewerQuery",
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
    "id": "5b631059b1fab0faca14b1c45b21af76de5c3d47043c70ce8884480bdbac7407",
    "metadata": {},
    "name": "MyOffersPageViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "27f15e134fa6f9f4a1d7e0da121cd45f";

export default node;
