/**
 * @generated SignedSource<<2b5e377c1714cbca4aa22423a9aa1878>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostDetail_post$data = {
  readonly author: {
    readonly id: string;
    readonly isViewer: boolean;
  };
  readonly description: string | null | undefined;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly image: {
      readonly srcSet: string;
      readonly url: string;
    };
    readonly tags: ReadonlyArray<string>;
    readonly viewerHasSaved: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"PostGallery_images">;
  }>;
  readonly internalID: string;
  readonly moderation: {
    readonly " $fragmentSpreads": FragmentRefs<"HiddenNotice_notice">;
  } | null | undefined;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly viewerHasReported: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"PostAuthor_post" | "PostPeople_post">;
  readonly " $fragmentType": "PostDetail_post";
};
export type PostDetail_post$key = {
  readonly " $data"?: PostDetail_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostDetail_post">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "tags",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostDetail_post",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PostImage",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
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
              "name": "srcSet",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerHasSaved",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PostGallery_images"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostPeople_post"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostAuthor_post"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewer",
          "storageKey": null
        }
      ],
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
      "concreteType": "ModerationNotice",
      "kind": "LinkedField",
      "name": "moderation",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HiddenNotice_notice"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};
})();

(node as any).hash = "1dd08ef0a18349e509f1a461b5b693d5";

export default node;
