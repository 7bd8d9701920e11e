/**
 * @generated SignedSource<<c72cb8c27fa76790b15d6b1a247a43b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
    "concreteType": "JobOfferPayload",
    "kind": "LinkedField",
    "name": "setJobOfferStatus",
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
    "name": "useDeactivateJobOfferMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeactivateJobOfferMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "1b09e0950edab23a16538ee159d5de6d",
    "id": null,
    "metadata": {},
    "name": "useDeactivateJobOfferMutation",
    "operationKind": "mutation",
    "text": "mutation useDeactivateJobOfferMutation(\n  $input: SetJobOfferStatusInput!\n) {\n  setJobOfferStatus(input: $input) {\n    offer {\n      id\n      status\n      jobType\n    }\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "48a4f817211e9a08c0f289c755edd971";

export default node;
