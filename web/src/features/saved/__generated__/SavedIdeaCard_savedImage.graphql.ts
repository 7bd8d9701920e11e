/**
 * @generated SignedSource<<1ac700e0d9d070fe6b408a1e8b26d9f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedIdeaCard_savedImage$data = {
  readonly image: {
    readonly height: number;
    readonly srcSet: string;
    readonly url: string;
    readonly width: number;
  };
  readonly post: {
    readonly title: string;
  };
  readonly " $fragmentType": "SavedIdeaCard_savedImage";
};
export type SavedIdeaCard_savedImage$key = {
  readonly " $data"?: SavedIdeaCard_savedImage$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedIdeaCard_savedImage">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavedIdeaCard_savedImage",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "srcSet",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Post",
      "kind": "LinkedField",
      "name": "post",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SavedImage",
  "abstractKey": null
};

(node as any).hash = "535617f73e788c328c985ebbe1d573e4";

export default node;
