/**
 * @generated SignedSource<<96187dc87d478172250ffcd757fe7c7b>>
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
    readonly " $fragmentSpreads": FragmentRefs<"ShellHeader_viewer">;
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
              "name": "ShellHeader_viewer"
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ca0678ed92038088f4e714ba0af43350",
    "id": null,
    "metadata": {},
    "name": "ShellRouteQuery",
    "operationKind": "query",
    "text": "query ShellRouteQuery {\n  viewer {\n    ...ShellHeader_viewer\n    id\n  }\n}\n\nfragment ProfileMenu_viewer on User {\n  username\n  profilePicture\n}\n\nfragment ShellHeader_viewer on User {\n  ...ProfileMenu_viewer\n}\n"
  }
};

(node as any).hash = "5c8c2bd9f49f1df9854cc6c0bb3a7d6f";

export default node;
