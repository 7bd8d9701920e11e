/**
 * @generated SignedSource<<252646e4a30c2ab2f47d400321e89d60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FollowUserInput = {
  userId: string;
};
export type useFollowUserMutationUnfollowMutation$variables = {
  input: FollowUserInput;
};
export type useFollowUserMutationUnfollowMutation$data = {
  readonly unfollowUser: {
    readonly message: string | null | undefined;
    readonly user: {
      readonly followersCount: number;
      readonly id: string;
      readonly viewerIsFollowing: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly viewer: {
      readonly followingCount: number;
      readonly id: string;
    } | null | undefined;
  };
};
export type useFollowUserMutationUnfollowMutation = {
  response: useFollowUserMutationUnfollowMutation$data;
  variables: useFollowUserMutationUnfollowMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "FollowUserPayload",
    "kind": "LinkedField",
    "name": "unfollowUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "followersCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerIsFollowing",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "followingCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "useFollowUserMutationUnfollowMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFollowUserMutationUnfollowMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "fcea15d3778ce31a2f83f89665efd5e1",
    "id": null,
    "metadata": {},
    "name": "useFollowUserMutationUnfollowMutation",
    "operationKind": "mutation",
    "text": "mutation useFollowUserMutationUnfollowMutation(\n  $input: FollowUserInput!\n) {\n  unfollowUser(input: $input) {\n    user {\n      id\n      followersCount\n      viewerIsFollowing\n    }\n    viewer {\n      id\n      followingCount\n    }\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "123935eb25db5e4d42a07cdb2ea82503";

export default node;
