/**
 * @generated SignedSource<<7aa35699df2be6f3d75634428cd4f626>>
 * @relayHash dad36d882be08d9680fd959c8f9e9814
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3678db5f70703bc1a1f13aff6527c7a212c4aeb33e938fb20a34888abe9ca3e

import { ConcreteRequest } from 'relay-runtime';
export type ReportButtonTestQuery$variables = Record<PropertyKey, never>;
export type ReportButtonTestQuery$data = {
  readonly node: {
    readonly author?: {
      readonly isViewer: boolean;
    };
    readonly id?: string;
    readonly viewerHasReported?: boolean;
  } | null | undefined;
};
export type ReportButtonTestQuery = {
  response: ReportButtonTestQuery$data;
  variables: ReportButtonTestQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasReported",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isViewer",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ReportButtonTestQuery",
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
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
    "name": "ReportButtonTestQuery",
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
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v1/*:: as any*/)
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
    ]
  },
  "params": {
    "id": "f3678db5f70703bc1a1f13aff6527c7a212c4aeb33e938fb20a34888abe9ca3e",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "node.author": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "node.author.id": (v4/*:: as any*/),
        "node.author.isViewer": (v5/*:: as any*/),
        "node.id": (v4/*:: as any*/),
        "node.viewerHasReported": (v5/*:: as any*/)
      }
    },
    "name": "ReportButtonTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3f233bf88bc521eb6d93e8c81abe38fe";

export default node;
