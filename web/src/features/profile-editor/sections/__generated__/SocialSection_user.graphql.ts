/**
 * @generated SignedSource<<1123c1a4b3b8b4bd104bea2785fe7d6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SocialSection_user$data = {
  readonly social: {
    readonly behance: string | null | undefined;
    readonly instagram: string | null | undefined;
    readonly linkedin: string | null | undefined;
    readonly pinterest: string | null | undefined;
    readonly tumblr: string | null | undefined;
    readonly youtube: string | null | undefined;
  };
  readonly " $fragmentType": "SocialSection_user";
};
export type SocialSection_user$key = {
  readonly " $data"?: SocialSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SocialSection_user",
  "selections": [
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
          "name": "instagram",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "linkedin",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "behance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tumblr",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "youtube",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pinterest",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "11aa9a04a3b1d8ca002b013c3d28f218";

export default node;
