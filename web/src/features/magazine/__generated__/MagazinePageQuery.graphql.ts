/**
 * @generated SignedSource<<e9f9869ae1b374e2cf56fb7c4ea4267e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MagazinePageQuery$variables = Record<PropertyKey, never>;
export type MagazinePageQuery$data = {
  readonly magazines: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MagazineGrid_magazines">;
  }> | null | undefined;
};
export type MagazinePageQuery = {
  response: MagazinePageQuery$data;
  variables: MagazinePageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MagazinePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Magazine",
        "kind": "LinkedField",
        "name": "magazines",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MagazineGrid_magazines"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MagazinePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Magazine",
        "kind": "LinkedField",
        "name": "magazines",
        "plural": true,
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
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "image",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "link",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4347d43602552c916b924ae7916bed06",
    "id": null,
    "metadata": {},
    "name": "MagazinePageQuery",
    "operationKind": "query",
    "text": "query MagazinePageQuery {\n  magazines {\n    ...MagazineGrid_magazines\n    id\n  }\n}\n\nfragment MagazineCard_magazine on Magazine {\n  name\n  image\n  price\n  link\n}\n\nfragment MagazineGrid_magazines on Magazine {\n  id\n  ...MagazineCard_magazine\n}\n"
  }
};

(node as any).hash = "31ebc399044f550cc3a8d4e1f007928b";

export default node;
