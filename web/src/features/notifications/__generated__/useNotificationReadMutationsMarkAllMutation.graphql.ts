/**
 * @generated SignedSource<<05070f4b5a11d33e8c1df838a3763d32>>
 * @relayHash 91df2346f6b84b604901244098e10b08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 001d2e904d4a19b8008c74cdf03dc57e80b908ec7d2de1c172f048b5874fdf21

import { ConcreteRequest } from 'relay-runtime';
export type useNotificationReadMutationsMarkAllMutation$variables = Record<PropertyKey, never>;
export type useNotificationReadMutationsMarkAllMutation$data = {
  readonly markAllNotificationsRead: {
    readonly notificationCenter: {
      readonly id: string;
      readonly unreadCount: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useNotificationReadMutationsMarkAllMutation = {
  response: useNotificationReadMutationsMarkAllMutation$data;
  variables: useNotificationReadMutationsMarkAllMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MarkAllNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markAllNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationCenter",
        "kind": "LinkedField",
        "name": "notificationCenter",
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
            "name": "unreadCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
            "name": "message",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationReadMutationsMarkAllMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationReadMutationsMarkAllMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "001d2e904d4a19b8008c74cdf03dc57e80b908ec7d2de1c172f048b5874fdf21",
    "metadata": {},
    "name": "useNotificationReadMutationsMarkAllMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "26a43ef1dc43d104895bfcb9f50b420b";

export default node;
