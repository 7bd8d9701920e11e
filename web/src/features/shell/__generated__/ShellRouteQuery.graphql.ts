/**
 * @generated SignedSource<<c674030bc3d65eab1739aa46a7047513>>
 * @relayHash e61413df9120b56fc922d2c558a43467
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59c703101754bc723cd1e95841759f0c9443c12c0fdeb6a29a9bc09d887b2589

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs, Result } from "relay-runtime";
export type ShellRouteQuery$variables = Record<PropertyKey, never>;
export type ShellRouteQuery$data = {
  readonly viewer: Result<{
    readonly " $fragmentSpreads": FragmentRefs<"CreateMenu_viewer" | "ModerationMenuEntry_viewer" | "ProfileMenu_viewer">;
  } | null | undefined, unknown>;
};
export type ShellRouteQuery = {
  response: ShellRouteQuery$data;
  variables: ShellRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShellRouteQuery",
    "selections": [
      {
        "kind": "CatchField",
        "field": {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "viewer",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ProfileMenu_viewer"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CreateMenu_viewer"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ModerationMenuEntry_viewer"
            }
          ],
          "storageKey": null
        },
        "to": "RESULT"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShellRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "profilePicture",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isOperator",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "professionalType",
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
    "id": "59c703101754bc723cd1e95841759f0c9443c12c0fdeb6a29a9bc09d887b2589",
    "metadata": {},
    "name": "ShellRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "02dec4887262d8499ce5ced11ad0e8da";

export default node;
