/**
 * @generated SignedSource<<8d0a75e84e8562e8601c65c4e78ca233>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublicProfileActions_user$data = {
  readonly followersCount: number;
  readonly id: string;
  readonly social: {
    readonly contactEmail: string | null | undefined;
  };
  readonly username: string;
  readonly viewerHasReported: boolean;
  readonly viewerIsFollowing: boolean;
  readonly " $fragmentType": "PublicProfileActions_user";
};
export type PublicProfileActions_user$key = {
  readonly " $data"?: PublicProfileActions_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublicProfileActions_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublicProfileActions_user",
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
      "name": "username",
      "storageKey": null
    },
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
      "name": "viewerHasReported",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SocialLinks",
      "kind": "LinkedField",
      "name": "social",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contactEmail",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8e8a6fadf0f979f4210691d135d8adf3";

export default node;
