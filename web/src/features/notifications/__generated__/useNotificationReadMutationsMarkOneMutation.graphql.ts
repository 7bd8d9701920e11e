/**
 * @generated SignedSource<<934da8dfa7a93e5944dee397b3f0a67b>>
 * @relayHash 07cf18b9c1ad1cfc306947634175354f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ebafbde33d09c4083775c87a2a6e59ba6ca617675347c6046f48d20c926d1b1

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationReadInput = {
  notificationId: string;
};
export type useNotificationReadMutationsMarkOneMutation$variables = {
  input: MarkNotificationReadInput;
};
export type useNotificationReadMutationsMarkOneMutation$data = {
  readonly markNotificationRead: {
    readonly notification: {
      readonly id: string;
      readonly read: boolean;
    } | null | undefined;
    readonly notificationCenter: {
      readonly id: string;
      readonly unreadCount: number;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useNotificationReadMutationsMarkOneMutation = {
  response: useNotificationReadMutationsMarkOneMutation$data;
  variables: useNotificationReadMutationsMarkOneMutation$variables;
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
  "name": "id",
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
    "concreteType": "MarkNotificationReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notification",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "read",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationCenter",
        "kind": "LinkedField",
        "name": "notificationCenter",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationReadMutationsMarkOneMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationReadMutationsMarkOneMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3ebafbde33d09c4083775c87a2a6e59ba6ca617675347c6046f48d20c926d1b1",
    "metadata": {},
    "name": "useNotificationReadMutationsMarkOneMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d1237659b0b1ee6b8a0208b514d66d6d";

export default node;
