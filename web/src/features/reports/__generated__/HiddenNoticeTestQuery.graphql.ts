/**
 * @generated SignedSource<<02011962f51d7a83eec9b507039356bd>>
 * @relayHash ea2071545d6cc35cd484e708f3be51cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76b461caf97625a50570c0d72aed0065b3bdb0c4d6d6af9e6afb2b9703374e4f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HiddenNoticeTestQuery$variables = Record<PropertyKey, never>;
export type HiddenNoticeTestQuery$data = {
  readonly node: {
    readonly moderation?: {
      readonly " $fragmentSpreads": FragmentRefs<"HiddenNotice_notice">;
    } | null | undefined;
  } | null | undefined;
};
export type HiddenNoticeTestQuery = {
  response: HiddenNoticeTestQuery$data;
  variables: HiddenNoticeTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "UG9zdDpwMQ=="
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HiddenNoticeTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ModerationNotice",
                "kind": "LinkedField",
                "name": "moderation",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "HiddenNotice_notice"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Post",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"UG9zdDpwMQ==\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HiddenNoticeTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ModerationNotice",
                "kind": "LinkedField",
                "name": "moderation",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reasonLabel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "note",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "Post",
            "abstractKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "node(id:\"UG9zdDpwMQ==\")"
      }
    ]
  },
  "params": {
    "id": "76b461caf97625a50570c0d72aed0065b3bdb0c4d6d6af9e6afb2b9703374e4f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v1/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.moderation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ModerationNotice"
        },
        "node.moderation.note": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "node.moderation.reasonLabel": (v1/*:: as any*/)
      }
    },
    "name": "HiddenNoticeTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "392f4c0365da749fe88821ac47429de7";

export default node;
