/**
 * @generated SignedSource<<542773183277e11c2c4de21390dcd4c7>>
 * @relayHash 70305c8d77affa99105af6341ff712db
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3b6136a4f8252210ee759b1ead26321c019714690684e0953b45f4c2e40ae322

import { ConcreteRequest } from 'relay-runtime';
export type DismissReportsInput = {
  itemId: string;
};
export type useModerationActionsDismissMutation$variables = {
  input: DismissReportsInput;
};
export type useModerationActionsDismissMutation$data = {
  readonly dismissReports: {
    readonly message: string | null | undefined;
    readonly reportedItemId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useModerationActionsDismissMutation = {
  response: useModerationActionsDismissMutation$data;
  variables: useModerationActionsDismissMutation$variables;
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
    "name": "dismissReports",
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
    "name": "useModerationActionsDismissMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useModerationActionsDismissMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3b6136a4f8252210ee759b1ead26321c019714690684e0953b45f4c2e40ae322",
    "metadata": {},
    "name": "useModerationActionsDismissMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b81ba158ae77f1b303b1bebf09bf8335";

export default node;
