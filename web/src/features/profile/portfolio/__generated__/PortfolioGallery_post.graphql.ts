/**
 * @generated SignedSource<<ccd6f56dda650d979d6b0702883cb704>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PortfolioGallery_post$data = {
  readonly internalID: string;
  readonly mainImage: {
    readonly srcSet: string;
    readonly url: string;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "PortfolioGallery_post";
};
export type PortfolioGallery_post$key = {
  readonly " $data"?: PortfolioGallery_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PortfolioGallery_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PortfolioGallery_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalID",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "mainImage",
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
          "name": "srcSet",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "0df44f020c9d74d0eec717012e50eb13";

export default node;
