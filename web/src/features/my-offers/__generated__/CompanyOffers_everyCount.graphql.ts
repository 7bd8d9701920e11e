/**
 * @generated SignedSource<<db8e90b297e93ec97b309dc368ac9b71>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyOffers_everyCount$data = {
  readonly active: {
    readonly totalCount: number;
  } | null | undefined;
  readonly activeInternships: {
    readonly totalCount: number;
  } | null | undefined;
  readonly inactive: {
    readonly totalCount: number;
  } | null | undefined;
  readonly inactiveInternships: {
    readonly totalCount: number;
  } | null | undefined;
  readonly pending: {
    readonly totalCount: number;
  } | null | undefined;
  readonly pendingInternships: {
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "CompanyOffers_everyCount";
};
export type CompanyOffers_everyCount$key = {
  readonly " $data"?: CompanyOffers_everyCount$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyOffers_everyCount">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v1 = {
  "kind": "Literal",
  "name": "internshipsOnly",
  "value": false
},
v2 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "ACCEPTED"
  ]
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v4 = {
  "kind": "Literal",
  "name": "internshipsOnly",
  "value": true
},
v5 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "PENDING"
  ]
},
v6 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "CANCELLED",
    "REJECTED"
  ]
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyOffers_everyCount",
  "selections": [
    {
      "alias": "active",
      "args": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "concreteType": "JobOfferConnection",
      "kind": "LinkedField",
      "name": "managedJobOffers",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"ACCEPTED\"])"
    },
    {
      "alias": "activeInternships",
      "args": [
        (v0/*:: as any*/),
        (v4/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "concreteType": "JobOfferConnection",
      "kind": "LinkedField",
      "name": "managedJobOffers",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"ACCEPTED\"])"
    },
    {
      "alias": "pending",
      "args": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "concreteType": "JobOfferConnection",
      "kind": "LinkedField",
      "name": "managedJobOffers",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"PENDING\"])"
    },
    {
      "alias": "pendingInternships",
      "args": [
        (v0/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/)
      ],
      "concreteType": "JobOfferConnection",
      "kind": "LinkedField",
      "name": "managedJobOffers",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"PENDING\"])"
    },
    {
      "alias": "inactive",
      "args": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v6/*:: as any*/)
      ],
      "concreteType": "JobOfferConnection",
      "kind": "LinkedField",
      "name": "managedJobOffers",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"CANCELLED\",\"REJECTED\"])"
    },
    {
      "alias": "inactiveInternships",
      "args": [
        (v0/*:: as any*/),
        (v4/*:: as any*/),
        (v6/*:: as any*/)
      ],
      "concreteType": "JobOfferConnection",
      "kind": "LinkedField",
      "name": "managedJobOffers",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"CANCELLED\",\"REJECTED\"])"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "a17b870880b1a3ac4d810a999baf4ca3";

export default node;
