/**
 * @generated SignedSource<<d739f002c396cca367e25a038a961a9a>>
 * @relayHash 9d17935c4e6d2a6699930c2c0f9024b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05446e81f9c8b6c4225e926f29eba29a331e19ddee5ea5693fbf6893719ac5cd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonTagCardSearchQuery$variables = {
  term: string;
};
export type PersonTagCardSearchQuery$data = {
  readonly peopleSearch: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PersonResult_person">;
  }>;
};
export type PersonTagCardSearchQuery = {
  response: PersonTagCardSearchQuery$data;
  variables: PersonTagCardSearchQuery$variables;
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
    "name": "PersonTagCardSearchQuery",
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
    "name": "PersonTagCardSearchQuery",
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
    "id": "05446e81f9c8b6c4225e926f29eba29a331e19ddee5ea5693fbf6893719ac5cd",
    "metadata": {},
    "name": "PersonTagCardSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e966fafd19b2e740548dc0e5c4677eec";

export default node;
