/**
 * @generated SignedSource<<03a45f1e0eb7d625d831677b5a0a6b93>>
 * @relayHash f0495b34f130d8054e9d746c6f233231
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c61447c92795da6e419fec7b5d4701d4da9eccabd141930987ce2370b89099c7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteJobOfferInput = {
  offerId: string;
};
export type useDeleteJobOfferMutation$variables = {
  input: DeleteJobOfferInput;
};
export type useDeleteJobOfferMutation$data = {
  readonly deleteJobOffer: {
    readonly deletedOfferId: string | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"CompanyOffers_everyCount">;
    } | null | undefined;
  };
};
export type useDeleteJobOfferMutation = {
  response: useDeleteJobOfferMutation$data;
  variables: useDeleteJobOfferMutation$variables;
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
  "name": "deletedOfferId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v6 = {
  "kind": "Literal",
  "name": "internshipsOnly",
  "value": false
},
v7 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "ACCEPTED"
  ]
},
v8 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v9 = {
  "kind": "Literal",
  "name": "internshipsOnly",
  "value": true
},
v10 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "PENDING"
  ]
},
v11 = {
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
    "name": "useDeleteJobOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteJobOfferPayload",
        "kind": "LinkedField",
        "name": "deleteJobOffer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "useDeleteJobOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteJobOfferPayload",
        "kind": "LinkedField",
        "name": "deleteJobOffer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"ACCEPTED\"])"
              },
              {
                "alias": "activeInternships",
                "args": [
                  (v5/*:: as any*/),
                  (v9/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"ACCEPTED\"])"
              },
              {
                "alias": "pending",
                "args": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"PENDING\"])"
              },
              {
                "alias": "pendingInternships",
                "args": [
                  (v5/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"PENDING\"])"
              },
              {
                "alias": "inactive",
                "args": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"CANCELLED\",\"REJECTED\"])"
              },
              {
                "alias": "inactiveInternships",
                "args": [
                  (v5/*:: as any*/),
                  (v9/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"CANCELLED\",\"REJECTED\"])"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c61447c92795da6e419fec7b5d4701d4da9eccabd141930987ce2370b89099c7",
    "metadata": {},
    "name": "useDeleteJobOfferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "344f1c6cd24681e01245d35c844b6038";

export default node;
