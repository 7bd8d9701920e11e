/**
 * @generated SignedSource<<de346258b0575b4750106688fe2f5ead>>
 * @relayHash 28b4cfe5662ac60abb92963be679b8ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a13a21ed43ee7018b8fa8c0b74d8a9c869e23008e6bfda630dcbf509843eff39

import { ConcreteRequest } from 'relay-runtime';
export type ReportReason = "FRAUD" | "HARASSMENT" | "INTELLECTUAL_PROPERTY" | "OFFENSIVE" | "OTHER" | "SPAM" | "%future added value";
export type HideReportedItemInput = {
  itemId: string;
  note?: string | null | undefined;
  reason: ReportReason;
};
export type useModerationActionsHideMutation$variables = {
  input: HideReportedItemInput;
};
export type useModerationActionsHideMutation$data = {
  readonly hideReportedItem: {
    readonly message: string | null | undefined;
    readonly reportedItemId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useModerationActionsHideMutation = {
  response: useModerationActionsHideMutation$data;
  variables: useModerationActionsHideMutation$variables;
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
    "concreteType": "ReportDecisionPayload",
    "kind": "LinkedField",
    "name": "hideReportedItem",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "reportedItemId",
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
    "name": "useModerationActionsHideMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerationActionsHideMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a13a21ed43ee7018b8fa8c0b74d8a9c869e23008e6bfda630dcbf509843eff39",
    "metadata": {},
    "name": "useModerationActionsHideMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f3da81edd13bae91862fb8fa2d5af5af";

export default node;
