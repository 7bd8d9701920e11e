/**
 * @generated SignedSource<<bd37f109aaf9460443ec502b835f14b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DeleteJobOfferInput = {
  offerId: string;
};
export type useDeleteJobOfferMutation$variables = {
  input: DeleteJobOfferInput;
};
export type useDeleteJobOfferMutation$data = {
  readonly deleteJobOffer: {
    readonly deletedOfferId: string | null | undefined;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useDeleteJobOfferMutation = {
  response: useDeleteJobOfferMutation$data;
  variables: useDeleteJobOfferMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DeleteJobOfferPayload",
    "kind": "LinkedField",
    "name": "deleteJobOffer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedOfferId",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteJobOfferMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteJobOfferMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "d972415a3575fdec6a143f876df4509c",
    "id": null,
    "metadata": {},
    "name": "useDeleteJobOfferMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteJobOfferMutation(\n  $input: DeleteJobOfferInput!\n) {\n  deleteJobOffer(input: $input) {\n    deletedOfferId\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "273024356ccb4580fa52558ebad04a6c";

export default node;
