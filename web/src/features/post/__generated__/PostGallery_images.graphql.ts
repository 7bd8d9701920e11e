/**
 * @generated SignedSource<<89c17fae6024f6f0f4b5309de576cb9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostGallery_images$data = ReadonlyArray<{
  readonly image: {
    readonly height: number;
    readonly srcSet: string;
    readonly url: string;
    readonly width: number;
  };
  readonly " $fragmentType": "PostGallery_images";
}>;
export type PostGallery_images$key = ReadonlyArray<{
  readonly " $data"?: PostGallery_images$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostGallery_images">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PostGallery_images",
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
    }
  ],
  "type": "PostImage",
  "abstractKey": null
};

(node as any).hash = "d63dc0659e5d1abb09860a0ffe2cfd7c";

export default node;
