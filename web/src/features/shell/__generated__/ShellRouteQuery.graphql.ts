/**
 * @generated SignedSource<<6cf43aa1557df8e3df72db68decfcf74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "e61413df9120b56fc922d2c558a43467",
    "id": null,
    "metadata": {},
    "name": "ShellRouteQuery",
    "operationKind": "query",
    "text": "query ShellRouteQuery {\n  viewer {\n    ...ProfileMenu_viewer\n    ...CreateMenu_viewer\n    ...ModerationMenuEntry_viewer\n    id\n  }\n}\n\nfragment CreateMenu_viewer on User {\n  role\n  professionalType\n}\n\nfragment ModerationMenuEntry_viewer on User {\n  isOperator\n}\n\nfragment ProfileMenu_viewer on User {\n  username\n  profilePicture\n  isOperator\n}\n"
  }
};

(node as any).hash = "02dec4887262d8499ce5ced11ad0e8da";

export default node;
