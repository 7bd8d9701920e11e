/**
 * @generated SignedSource<<a6a29a231f8a9249cbdad6225d3ec97c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostAuthor_post$data = {
  readonly author: {
    readonly displayName: string;
    readonly profilePicture: string | null | undefined;
    readonly username: string;
  };
  readonly createdAt: string;
  readonly " $fragmentType": "PostAuthor_post";
};
export type PostAuthor_post$key = {
  readonly " $data"?: PostAuthor_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostAuthor_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostAuthor_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
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
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "profilePicture",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "04ba17616355f07a43c53f2a6acb88a2";

export default node;
