/**
 * @generated SignedSource<<fad662c4a80d17c179edb58ae56b9b5a>>
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
  readonly viewer: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"UnorganizedIdeas_count">;
  } | null | undefined;
  readonly " $fragmentType": "useSaveImageMutation_payload";
};
export type useSaveImageMutation_payload$key = {
  readonly " $data"?: useSaveImageMutation_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSaveImageMutation_payload">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
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
        (v0/*:: as any*/),
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "UnorganizedIdeas_count"
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
})();

(node as any).hash = "fa3bcb9cb6a8cd44386c8f4c594b6ae5";

export default node;
