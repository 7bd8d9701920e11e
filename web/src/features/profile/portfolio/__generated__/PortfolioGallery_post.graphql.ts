/**
 * @generated SignedSource<<0fe27c4662472e4bc3ab0a402def2be4>>
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
  readonly moderation: {
    readonly reasonLabel: string;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModerationNotice",
      "kind": "LinkedField",
      "name": "moderation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasonLabel",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "618008d08b2d6a1dd66aa42766027293";

export default node;
