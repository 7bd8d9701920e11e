/**
 * @generated SignedSource<<894f6925fc0c0845fc36ce5157a8836b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UnorganizedIdeas_item$data = {
  readonly image: {
    readonly url: string;
  };
  readonly post: {
    readonly id: string;
    readonly title: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"SavedIdeaCard_savedImage">;
  readonly " $fragmentType": "UnorganizedIdeas_item";
};
export type UnorganizedIdeas_item$key = {
  readonly " $data"?: UnorganizedIdeas_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnorganizedIdeas_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UnorganizedIdeas_item",
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
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SavedIdeaCard_savedImage"
    }
  ],
  "type": "SavedImage",
  "abstractKey": null
};

(node as any).hash = "a742c0afa0b27f295441659bcb297f58";

export default node;
