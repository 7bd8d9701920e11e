/**
 * @generated SignedSource<<255dcaf8ee268a9403d34d86e3bac951>>
 * @relayHash c830d4651b7d8b8276e9f5fcbe3788ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98a6db8c2b4255fb019c4770a7dd69c869580f0a2fd57d62250516d28c8aec8c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useRequestDataExportMutation$variables = Record<PropertyKey, never>;
export type useRequestDataExportMutation$data = {
  readonly requestDataExport: {
    readonly dataExport: {
      readonly " $fragmentSpreads": FragmentRefs<"DataExportSection_dataExport">;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useRequestDataExportMutation = {
  response: useRequestDataExportMutation$data;
  variables: useRequestDataExportMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestDataExportMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RequestDataExportPayload",
        "kind": "LinkedField",
        "name": "requestDataExport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DataExport",
            "kind": "LinkedField",
            "name": "dataExport",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DataExportSection_dataExport"
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRequestDataExportMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RequestDataExportPayload",
        "kind": "LinkedField",
        "name": "requestDataExport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DataExport",
            "kind": "LinkedField",
            "name": "dataExport",
            "plural": false,
            "selections": [
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
                "name": "readyAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sizeBytes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "downloadUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "98a6db8c2b4255fb019c4770a7dd69c869580f0a2fd57d62250516d28c8aec8c",
    "metadata": {},
    "name": "useRequestDataExportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9f1469490d292e61c1fcdffca70c1ac5";

export default node;
