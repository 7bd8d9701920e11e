/**
 * @generated SignedSource<<790f6f2f39a8e287a9714e07db2d813f>>
 * @relayHash fc83b1c0af85f244967389d6ff100161
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00cb82161bd2748058181f6bf0c502546cf7d9cd02c1ff5bce00a324a8be51a1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBellTestQuery$variables = Record<PropertyKey, never>;
export type NotificationBellTestQuery$data = {
  readonly notificationCenter: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_center">;
  } | null | undefined;
};
export type NotificationBellTestQuery = {
  response: NotificationBellTestQuery$data;
  variables: NotificationBellTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "NotificationBellTestQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationBell_center"
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
    "name": "NotificationBellTestQuery",
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
            "name": "unreadCount",
            "storageKey": null
          },
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
    "id": "00cb82161bd2748058181f6bf0c502546cf7d9cd02c1ff5bce00a324a8be51a1",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "notificationCenter": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "NotificationCenter"
        },
        "notificationCenter.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "notificationCenter.unreadCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "NotificationBellTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "44981f24eef2ed205112238697833e94";

export default node;
