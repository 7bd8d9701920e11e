/**
 * @generated SignedSource<<3e0650b5a3880dcbed2a492ea5f55b55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useAccountReadyPollQuery$variables = Record<PropertyKey, never>;
export type useAccountReadyPollQuery$data = {
  readonly viewer: {
    readonly username: string;
  } | null | undefined;
};
export type useAccountReadyPollQuery = {
  response: useAccountReadyPollQuery$data;
  variables: useAccountReadyPollQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAccountReadyPollQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "useAccountReadyPollQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
    "cacheID": "493cecd4365632e8dff045b4124297ac",
    "id": null,
    "metadata": {},
    "name": "useAccountReadyPollQuery",
    "operationKind": "query",
    "text": "query useAccountReadyPollQuery {\n  viewer {\n    username\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ad67819511d1add3d53ecc68e7138250";

export default node;
