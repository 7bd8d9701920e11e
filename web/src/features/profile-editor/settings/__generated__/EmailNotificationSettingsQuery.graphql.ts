/**
 * @generated SignedSource<<cf753212480cccadee1a53b65d554f01>>
 * @relayHash cf2542121dcf5af5eda3d851ab8db1f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0f982abc17148c6ae8141921ee74f8068f90a7d1e71086288a2a9ff6d7a946fe

import { ConcreteRequest } from 'relay-runtime';
export type EmailNotificationSettingsQuery$variables = Record<PropertyKey, never>;
export type EmailNotificationSettingsQuery$data = {
  readonly notificationCenter: {
    readonly emailSettings: {
      readonly applicationUpdates: boolean;
      readonly applications: boolean;
      readonly followers: boolean;
      readonly offerReviews: boolean;
      readonly verification: boolean;
    };
    readonly id: string;
  } | null | undefined;
};
export type EmailNotificationSettingsQuery = {
  response: EmailNotificationSettingsQuery$data;
  variables: EmailNotificationSettingsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "concreteType": "EmailSettings",
        "kind": "LinkedField",
        "name": "emailSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "applications",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "applicationUpdates",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offerReviews",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "verification",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "followers",
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
    "name": "EmailNotificationSettingsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EmailNotificationSettingsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "0f982abc17148c6ae8141921ee74f8068f90a7d1e71086288a2a9ff6d7a946fe",
    "metadata": {},
    "name": "EmailNotificationSettingsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "12ea92492cd8b05b42d3359b7add64fa";

export default node;
