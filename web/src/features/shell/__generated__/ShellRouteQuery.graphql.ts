/**
 * @generated SignedSource<<bf3751fe56084967a7b89f6b677e343c>>
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
    readonly " $fragmentSpreads": FragmentRefs<"ProfileMenu_viewer">;
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
    "cacheID": "384ae81e0dfbde6d9ae29fec2c6333d1",
    "id": null,
    "metadata": {},
    "name": "ShellRouteQuery",
    "operationKind": "query",
    "text": "query ShellRouteQuery {\n  viewer {\n    ...ProfileMenu_viewer\n    id\n  }\n}\n\nfragment ProfileMenu_viewer on User {\n  username\n  profilePicture\n}\n"
  }
};

(node as any).hash = "f409b1ab39a83d01ddcf21086f041dc9";

export default node;
