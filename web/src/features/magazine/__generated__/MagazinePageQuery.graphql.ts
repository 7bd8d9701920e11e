/**
 * @generated SignedSource<<066d20e21a7615053337a4935c34fad8>>
 * @relayHash 4347d43602552c916b924ae7916bed06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b103f60ef57af5c0d4bb69745a38e028aaf429f2a12d19a211fe52b826ac32e

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
    "id": "1b103f60ef57af5c0d4bb69745a38e028aaf429f2a12d19a211fe52b826ac32e",
    "metadata": {},
    "name": "MagazinePageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "31ebc399044f550cc3a8d4e1f007928b";

export default node;
