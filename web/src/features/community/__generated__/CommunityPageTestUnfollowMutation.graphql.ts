/**
 * @generated SignedSource<<52b754d9198d8d9b346044204573b9b6>>
 * @relayHash c41c3487372fd624c8a35f53d862a4e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a9b30b8f916cae7db81a6f54d3699de88626ffc6903e3447cee171d5659a8db

import { ConcreteRequest } from 'relay-runtime';
export type FollowUserInput = {
  userId: string;
};
export type CommunityPageTestUnfollowMutation$variables = {
  input: FollowUserInput;
};
export type CommunityPageTestUnfollowMutation$data = {
  readonly unfollowUser: {
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
export type CommunityPageTestUnfollowMutation = {
  response: CommunityPageTestUnfollowMutation$data;
  variables: CommunityPageTestUnfollowMutation$variables;
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
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
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
    "name": "CommunityPageTestUnfollowMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CommunityPageTestUnfollowMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6a9b30b8f916cae7db81a6f54d3699de88626ffc6903e3447cee171d5659a8db",
    "metadata": {},
    "name": "CommunityPageTestUnfollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "45f6fecac63bf8b8b5292d7a980ba7d9";

export default node;
