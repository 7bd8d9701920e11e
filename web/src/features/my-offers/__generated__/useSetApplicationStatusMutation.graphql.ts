/**
 * @generated SignedSource<<f54a87e85dcb55f6c5841af8988c0e87>>
 * @relayHash ac4a600c5425c28b234137c880971581
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8935e9740501d6bded62e949b3473eabe9e1c8ddce799f94cb75fb3984f53686

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
      readonly " $fragmentSpreads": FragmentRefs<"CandidatesPanel_counts">;
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
  "concreteType": "Application",
  "kind": "LinkedField",
  "name": "application",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "applicationsCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reviewedApplicationsCount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetApplicationStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetApplicationStatusPayload",
        "kind": "LinkedField",
        "name": "setApplicationStatus",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "JobOffer",
            "kind": "LinkedField",
            "name": "offer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CandidatesPanel_counts"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
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
    "name": "useSetApplicationStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetApplicationStatusPayload",
        "kind": "LinkedField",
        "name": "setApplicationStatus",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "JobOffer",
            "kind": "LinkedField",
            "name": "offer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": "selected",
                "args": [
                  (v8/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "status",
                    "value": "ACCEPTED"
                  }
                ],
                "concreteType": "ApplicationConnection",
                "kind": "LinkedField",
                "name": "applications",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": "applications(first:1,status:\"ACCEPTED\")"
              },
              {
                "alias": "discarded",
                "args": [
                  (v8/*:: as any*/),
                  {
                    "kind": "Literal",
                    "name": "status",
                    "value": "REJECTED"
                  }
                ],
                "concreteType": "ApplicationConnection",
                "kind": "LinkedField",
                "name": "applications",
                "plural": false,
                "selections": (v9/*:: as any*/),
                "storageKey": "applications(first:1,status:\"REJECTED\")"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8935e9740501d6bded62e949b3473eabe9e1c8ddce799f94cb75fb3984f53686",
    "metadata": {},
    "name": "useSetApplicationStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ad242e773659ea1688a2c3b939d67510";

export default node;
