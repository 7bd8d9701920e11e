/**
 * @generated SignedSource<<f290f830ac24498183bf0d38e7afe289>>
 * @relayHash ee8d4085dc0fcc30a375179387ed1c24
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 166706f04bd94e7992c5619f3ff32cf84be962e17c74d66d919bd9bd33e58842

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
    "id": "166706f04bd94e7992c5619f3ff32cf84be962e17c74d66d919bd9bd33e58842",
    "metadata": {},
    "name": "CreatePostPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "59a03f0b9c14532b87717459ecbbfd20";

export default node;
