/**
 * @generated SignedSource<<5bcc9c2d9c126253f8333d1ccfe4a660>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type ApplyToJobOfferInput = {
  answers?: ReadonlyArray<ApplicationAnswerInput> | null | undefined;
  offerId: string;
};
export type ApplicationAnswerInput = {
  answer: string;
  question: string;
};
export type useApplyToJobOfferMutation$variables = {
  input: ApplyToJobOfferInput;
};
export type useApplyToJobOfferMutation$data = {
  readonly applyToJobOffer: {
    readonly application: {
      readonly appliedAt: string;
      readonly id: string;
      readonly offer: {
        readonly id: string;
        readonly viewerApplication: {
          readonly id: string;
          readonly status: ApplicationStatus;
        } | null | undefined;
      };
      readonly status: ApplicationStatus;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useApplyToJobOfferMutation = {
  response: useApplyToJobOfferMutation$data;
  variables: useApplyToJobOfferMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ApplyToJobOfferPayload",
    "kind": "LinkedField",
    "name": "applyToJobOffer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Application",
        "kind": "LinkedField",
        "name": "application",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "appliedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "JobOffer",
            "kind": "LinkedField",
            "name": "offer",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Application",
                "kind": "LinkedField",
                "name": "viewerApplication",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/),
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
            "name": "field",
            "storageKey": null
          },
          (v3/*:: as any*/)
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
    "name": "useApplyToJobOfferMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApplyToJobOfferMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "7617539199a43ebe46b394592d64977d",
    "id": null,
    "metadata": {},
    "name": "useApplyToJobOfferMutation",
    "operationKind": "mutation",
    "text": "mutation useApplyToJobOfferMutation(\n  $input: ApplyToJobOfferInput!\n) {\n  applyToJobOffer(input: $input) {\n    application {\n      id\n      status\n      appliedAt\n      offer {\n        id\n        viewerApplication {\n          id\n          status\n        }\n      }\n    }\n    message\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "602e1242078d3ab9dbefd5bcb9a41b2c";

export default node;
