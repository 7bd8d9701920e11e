/**
 * @generated SignedSource<<3f03ba597a8dc038e23bde8c4183a8cb>>
 * @relayHash 62e5ab68fdc132c0373b85a886ba790f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 79453cb33cca5b43745233348d88ee18281243535559c782e68ed7e95ee56c01

import { ConcreteRequest } from 'relay-runtime';
export type UpdateEmailSettingsInput = {
  applicationUpdates?: boolean | null | undefined;
  applications?: boolean | null | undefined;
  followers?: boolean | null | undefined;
  offerReviews?: boolean | null | undefined;
  verification?: boolean | null | undefined;
};
export type useUpdateEmailSettingsMutation$variables = {
  input: UpdateEmailSettingsInput;
};
export type useUpdateEmailSettingsMutation$data = {
  readonly updateEmailSettings: {
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
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useUpdateEmailSettingsMutation = {
  response: useUpdateEmailSettingsMutation$data;
  variables: useUpdateEmailSettingsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateEmailSettingsPayload",
    "kind": "LinkedField",
    "name": "updateEmailSettings",
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
    "name": "useUpdateEmailSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateEmailSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "79453cb33cca5b43745233348d88ee18281243535559c782e68ed7e95ee56c01",
    "metadata": {},
    "name": "useUpdateEmailSettingsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f0f9d7bdb1ae31da43aa6d581d544d14";

export default node;
