/**
 * @generated SignedSource<<489e6393f94b46337e8a2a9be7243dde>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePeopleSearchQuery$variables = {
  term: string;
};
export type usePeopleSearchQuery$data = {
  readonly peopleSearch: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PersonResult_person">;
  }>;
};
export type usePeopleSearchQuery = {
  response: usePeopleSearchQuery$data;
  variables: usePeopleSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "term"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "term",
    "variableName": "term"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePeopleSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "peopleSearch",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonResult_person"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePeopleSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "peopleSearch",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
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
            "name": "displayName",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "0fbb0f2a17536d269cbf920f62756c55",
    "id": null,
    "metadata": {},
    "name": "usePeopleSearchQuery",
    "operationKind": "query",
    "text": "query usePeopleSearchQuery(\n  $term: String!\n) {\n  peopleSearch(term: $term) {\n    id\n    ...PersonResult_person\n  }\n}\n\nfragment PersonResult_person on User {\n  username\n  displayName\n}\n"
  }
};
})();

(node as any).hash = "71d17896f5767b8b2b5932785a4c9d17";

export default node;
