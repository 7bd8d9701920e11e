/**
 * @generated SignedSource<<cdf1bd93bfdb8dedc895bcfe298b1dd2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApplicationStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type SetApplicationStatusInput = {
  applicationId: string;
  status: ApplicationStatus;
};
export type useSetApplicationStatusMutation$variables = {
  input: SetApplicationStatusInput;
};
export type useSetApplicationStatusMutation$data = {
  readonly setApplicationStatus: {
    readonly application: {
      readonly id: string;
      readonly status: ApplicationStatus;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly offer: {
      readonly applicationsCount: number | null | undefined;
      readonly id: string;
      readonly reviewedApplicationsCount: number | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useSetApplicationStatusMutation = {
  response: useSetApplicationStatusMutation$data;
  variables: useSetApplicationStatusMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SetApplicationStatusPayload",
    "kind": "LinkedField",
    "name": "setApplicationStatus",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          }
        ],
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
            "kind": "ScalarField",
            "name": "applicationsCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reviewedApplicationsCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "useSetApplicationStatusMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetApplicationStatusMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "e234420478514f95409d4cb1100b6c0f",
    "id": null,
    "metadata": {},
    "name": "useSetApplicationStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useSetApplicationStatusMutation(\n  $input: SetApplicationStatusInput!\n) {\n  setApplicationStatus(input: $input) {\n    application {\n      id\n      status\n    }\n    offer {\n      id\n      applicationsCount\n      reviewedApplicationsCount\n    }\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "102190c3041fa8a13ae9d4e186f366c9";

export default node;
