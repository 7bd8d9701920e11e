/**
 * @generated SignedSource<<f2bba931e18e5e15d7d4517b2737ef3b>>
 * @relayHash cb94fe88f810d145bbfc6d64078b8597
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40d874d42dd60761cd6d71d67c69d55bada5c19b5f8dc881c06cbc1eb77deae6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DataExportSectionQuery$variables = Record<PropertyKey, never>;
export type DataExportSectionQuery$data = {
  readonly myDataExport: {
    readonly " $fragmentSpreads": FragmentRefs<"DataExportSection_dataExport">;
  } | null | undefined;
};
export type DataExportSectionQuery = {
  response: DataExportSectionQuery$data;
  variables: DataExportSectionQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DataExportSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DataExport",
        "kind": "LinkedField",
        "name": "myDataExport",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DataExportSection_dataExport"
          }
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
    "name": "DataExportSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DataExport",
        "kind": "LinkedField",
        "name": "myDataExport",
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
      }
    ]
  },
  "params": {
    "id": "40d874d42dd60761cd6d71d67c69d55bada5c19b5f8dc881c06cbc1eb77deae6",
    "metadata": {},
    "name": "DataExportSectionQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "6275586a56e5fb2a0e9dcb7e98d2e757";

export default node;
