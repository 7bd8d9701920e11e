/**
 * @generated SignedSource<<c30069a7c0db568836e18da15f7c6f28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreatePostPageQuery$variables = Record<PropertyKey, never>;
export type CreatePostPageQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type CreatePostPageQuery = {
  response: CreatePostPageQuery$data;
  variables: CreatePostPageQuery$variables;
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
    "name": "CreatePostPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CreatePostPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ee8d4085dc0fcc30a375179387ed1c24",
    "id": null,
    "metadata": {},
    "name": "CreatePostPageQuery",
    "operationKind": "query",
    "text": "query CreatePostPageQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "59a03f0b9c14532b87717459ecbbfd20";

export default node;
