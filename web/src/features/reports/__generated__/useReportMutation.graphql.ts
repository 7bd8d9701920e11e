/**
 * @generated SignedSource<<fa3db58800ee94ba6ff90f66f88d5676>>
 * @relayHash e7661eb146c4a16da5a5c9e59193c5b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8328d1f27151728b4138100576c5f393626f9db6949879153fc8c7951e26fbe2

import { ConcreteRequest } from 'relay-runtime';
export type ReportReason = "FRAUD" | "HARASSMENT" | "INTELLECTUAL_PROPERTY" | "OFFENSIVE" | "OTHER" | "SPAM" | "%future added value";
export type ReportInput = {
  details?: string | null | undefined;
  itemId: string;
  reason: ReportReason;
};
export type useReportMutation$variables = {
  input: ReportInput;
};
export type useReportMutation$data = {
  readonly report: {
    readonly itemId: string | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useReportMutation = {
  response: useReportMutation$data;
  variables: useReportMutation$variables;
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
    "concreteType": "ReportPayload",
    "kind": "LinkedField",
    "name": "report",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "itemId",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
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
    "name": "useReportMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReportMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8328d1f27151728b4138100576c5f393626f9db6949879153fc8c7951e26fbe2",
    "metadata": {},
    "name": "useReportMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c8695ee8a80e004315bc326bf68da3ea";

export default node;
