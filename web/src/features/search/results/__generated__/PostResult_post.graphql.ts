/**
 * @generated SignedSource<<30f9a40bb0c4fc1283599dc2224803cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostResult_post$data = {
  readonly description: string | null | undefined;
  readonly mainImage: {
    readonly srcSet: string;
    readonly url: string;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "PostResult_post";
};
export type PostResult_post$key = {
  readonly " $data"?: PostResult_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostResult_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostResult_post",
  "selections": [
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
      "kind": "ScalarField",
      "name": "description",
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

(node as any).hash = "c7c446f02ca10f509c9e3d5bbcdefe73";

export default node;
