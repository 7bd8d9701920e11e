/**
 * @generated SignedSource<<f62f913b2616999ec3aad75bcb60dfe8>>
 * @relayHash 602ec0cc54e677a2cf85c9180a362475
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c75c95a9f7bf6e384d26ce6076b9c5c907d51fb8cb4aeca3c8139a308ee8cf33

import { ConcreteRequest } from 'relay-runtime';
export type NotificationBellRefreshQuery$variables = Record<PropertyKey, never>;
export type NotificationBellRefreshQuery$data = {
  readonly notificationCenter: {
    readonly unreadCount: number;
  } | null | undefined;
};
export type NotificationBellRefreshQuery = {
  response: NotificationBellRefreshQuery$data;
  variables: NotificationBellRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationCenter",
        "kind": "LinkedField",
        "name": "notificationCenter",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "NotificationBellRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationCenter",
        "kind": "LinkedField",
        "name": "notificationCenter",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c75c95a9f7bf6e384d26ce6076b9c5c907d51fb8cb4aeca3c8139a308ee8cf33",
    "metadata": {},
    "name": "NotificationBellRefreshQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2548b41e23226c812fa8d50b78084b69";

export default node;
