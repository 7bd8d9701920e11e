/**
 * @generated SignedSource<<68629e9f8c8daab145d3f4c2e64c0651>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useAccountReadyPollQuery$variables = Record<PropertyKey, never>;
export type useAccountReadyPollQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly username: string;
  } | null | undefined;
};
export type useAccountReadyPollQuery = {
  response: useAccountReadyPollQuery$data;
  variables: useAccountReadyPollQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
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
    "name": "useAccountReadyPollQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useAccountReadyPollQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "354614d9ae77990934419c75a32e01ec",
    "id": null,
    "metadata": {},
    "name": "useAccountReadyPollQuery",
    "operationKind": "query",
    "text": "query useAccountReadyPollQuery {\n  viewer {\n    id\n    username\n  }\n}\n"
  }
};
})();

(node as any).hash = "713e510bfefd02836923f05057d2b31a";

export default node;
