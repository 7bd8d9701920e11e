/**
 * @generated SignedSource<<19df3958fbf7167b8a6fdee98c28d22f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSaveImageMutation_payload$data = {
  readonly post: {
    readonly id: string;
    readonly images: ReadonlyArray<{
      readonly image: {
        readonly url: string;
      };
      readonly viewerHasSaved: boolean;
    }>;
  } | null | undefined;
  readonly userErrors: ReadonlyArray<{
    readonly message: string;
  }>;
  readonly " $fragmentType": "useSaveImageMutation_payload";
};
export type useSaveImageMutation_payload$key = {
  readonly " $data"?: useSaveImageMutation_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSaveImageMutation_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSaveImageMutation_payload",
  "selections": [
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
          "name": "id",
          "storageKey": null
        },
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
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "viewerHasSaved",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserError",
      "kind": "LinkedField",
      "name": "userErrors",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SaveImagePayload",
  "abstractKey": null
};

(node as any).hash = "00f05ae933722e913b017605536d682b";

export default node;
