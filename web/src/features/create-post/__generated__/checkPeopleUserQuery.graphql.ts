/**
 * @generated SignedSource<<0766724f2720f3f53de5b7e9fd94184d>>
 * @relayHash f22b9cd4a1b04c045d3c50d1d32eecf9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID afdc4ab0c29a771a056e40f17e55e1b0ad8ddaf23d78d4bc84109986b733037c

import { ConcreteRequest } from 'relay-runtime';
export type checkPeopleUserQuery$variables = {
  username: string;
};
export type checkPeopleUserQuery$data = {
  readonly user: {
    readonly id: string;
  } | null | undefined;
};
export type checkPeopleUserQuery = {
  response: checkPeopleUserQuery$data;
  variables: checkPeopleUserQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "username"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "username",
        "variableName": "username"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "user",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "checkPeopleUserQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "checkPeopleUserQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "afdc4ab0c29a771a056e40f17e55e1b0ad8ddaf23d78d4bc84109986b733037c",
    "metadata": {},
    "name": "checkPeopleUserQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3deb6aa79bf2665ef7137c472ecb5d26";

export default node;
