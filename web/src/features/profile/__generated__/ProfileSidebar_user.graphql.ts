/**
 * @generated SignedSource<<8e170e551c7082beffd43af2fc778b6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileSidebar_user$data = {
  readonly bio: string | null | undefined;
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly displayName: string;
  readonly followersCount: number;
  readonly followingCount: number;
  readonly isViewer: boolean;
  readonly professionalTags: ReadonlyArray<string>;
  readonly professionalTitle: string | null | undefined;
  readonly profilePicture: string | null | undefined;
  readonly username: string;
  readonly website: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"OwnProfileActions_user" | "PublicProfileActions_user">;
  readonly " $fragmentType": "ProfileSidebar_user";
};
export type ProfileSidebar_user$key = {
  readonly " $data"?: ProfileSidebar_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileSidebar_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileSidebar_user",
  "selections": [
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
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
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
      "name": "professionalTags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
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
      "name": "followingCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OwnProfileActions_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PublicProfileActions_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f98178ccfd65b7210c3f5778d9389b6c";

export default node;
