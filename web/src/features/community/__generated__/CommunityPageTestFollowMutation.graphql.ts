/**
 * @generated SignedSource<<5fae55f8c45878af6c3569344b7871af>>
 * @relayHash 39ebe22ce005fa5aebbe50b4e5aa2fa9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c05845424570d904e0cab33d01befba728559c384ff33fb7abe1c253ca0f283

import { ConcreteRequest } from 'relay-runtime';
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
export type Role = "CREATIVE" | "PROFESSIONAL" | "%future added value";
export type FollowUserInput = {
  userId: string;
};
export type CommunityPageTestFollowMutation$variables = {
  input: FollowUserInput;
};
export type CommunityPageTestFollowMutation$data = {
  readonly followUser: {
    readonly user: {
      readonly city: string | null | undefined;
      readonly country: string | null | undefined;
      readonly displayName: string;
      readonly followersCount: number;
      readonly id: string;
      readonly professionalTitle: string | null | undefined;
      readonly professionalType: ProfessionalType | null | undefined;
      readonly profilePicture: string | null | undefined;
      readonly role: Role | null | undefined;
      readonly username: string;
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
export type CommunityPageTestFollowMutation = {
  response: CommunityPageTestFollowMutation$data;
  variables: CommunityPageTestFollowMutation$variables;
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
    "name": "followUser",
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
          },
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "profilePicture",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "professionalTitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "professionalType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "country",
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
    "name": "CommunityPageTestFollowMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CommunityPageTestFollowMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "8c05845424570d904e0cab33d01befba728559c384ff33fb7abe1c253ca0f283",
    "metadata": {},
    "name": "CommunityPageTestFollowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a3e80ff42117d29250c56d7ea213d603";

export default node;
