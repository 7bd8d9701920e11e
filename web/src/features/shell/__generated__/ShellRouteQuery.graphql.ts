/**
 * @generated SignedSource<<0a053df410fa63baf353867dac18a744>>
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
    readonly " $fragmentSpreads": FragmentRefs<"ShellLayout_viewer">;
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
              "name": "ShellLayout_viewer"
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
    "cacheID": "277398525b570863ec4fbe8865a9f6e5",
    "id": null,
    "metadata": {},
    "name": "ShellRouteQuery",
    "operationKind": "query",
    "text": "query ShellRouteQuery {\n  viewer {\n    ...ShellLayout_viewer\n    id\n  }\n}\n\nfragment ProfileMenu_viewer on User {\n  username\n  profilePicture\n}\n\nfragment ShellHeader_viewer on User {\n  ...ProfileMenu_viewer\n}\n\nfragment ShellLayout_viewer on User {\n  ...ShellHeader_viewer\n}\n"
  }
};

(node as any).hash = "98c48bab9955b0cd757738369971c1d9";

export default node;
