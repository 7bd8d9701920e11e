/**
 * @generated SignedSource<<a1b5d76407db293da7fcabaec56260ba>>
 * @relayHash 2ad3ee3511346b4073d6141e7b0567ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5198da8d48df291ab70adeb91659716fbcecdfb7f2542b15bc3ab93ec92a498a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobOfferStatus = "ACCEPTED" | "CANCELLED" | "PENDING" | "REJECTED" | "%future added value";
export type JobType = "FULL_TIME" | "INTERNSHIP" | "PART_TIME" | "%future added value";
export type SetJobOfferStatusInput = {
  offerId: string;
  status: JobOfferStatus;
};
export type useDeactivateJobOfferMutation$variables = {
  input: SetJobOfferStatusInput;
};
export type useDeactivateJobOfferMutation$data = {
  readonly setJobOfferStatus: {
    readonly message: string | null | undefined;
    readonly offer: {
      readonly id: string;
      readonly jobType: JobType;
      readonly status: JobOfferStatus;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"CompanyOffers_everyCount">;
    } | null | undefined;
  };
};
export type useDeactivateJobOfferMutation = {
  response: useDeactivateJobOfferMutation$data;
  variables: useDeactivateJobOfferMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "JobOffer",
  "kind": "LinkedField",
  "name": "offer",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jobType",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v7 = {
  "kind": "Literal",
  "name": "internshipsOnly",
  "value": false
},
v8 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "ACCEPTED"
  ]
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v10 = {
  "kind": "Literal",
  "name": "internshipsOnly",
  "value": true
},
v11 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "PENDING"
  ]
},
v12 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "CANCELLED",
    "REJECTED"
  ]
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeactivateJobOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobOfferPayload",
        "kind": "LinkedField",
        "name": "setJobOfferStatus",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CompanyOffers_everyCount"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeactivateJobOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobOfferPayload",
        "kind": "LinkedField",
        "name": "setJobOfferStatus",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": "active",
                "args": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"ACCEPTED\"])"
              },
              {
                "alias": "activeInternships",
                "args": [
                  (v6/*:: as any*/),
                  (v10/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"ACCEPTED\"])"
              },
              {
                "alias": "pending",
                "args": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"PENDING\"])"
              },
              {
                "alias": "pendingInternships",
                "args": [
                  (v6/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"PENDING\"])"
              },
              {
                "alias": "inactive",
                "args": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"CANCELLED\",\"REJECTED\"])"
              },
              {
                "alias": "inactiveInternships",
                "args": [
                  (v6/*:: as any*/),
                  (v10/*:: as any*/),
                  (v12/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"CANCELLED\",\"REJECTED\"])"
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5198da8d48df291ab70adeb91659716fbcecdfb7f2542b15bc3ab93ec92a498a",
    "metadata": {},
    "name": "useDeactivateJobOfferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a91395c385d11a7716ed1a75f95f57fe";

export default node;
