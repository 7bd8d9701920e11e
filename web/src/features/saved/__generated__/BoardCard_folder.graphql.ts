/**
 * @generated SignedSource<<071280a5e07b7198d8123cbbcf06d6c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BoardCard_folder$data = {
  readonly id: string;
  readonly internalID: string;
  readonly itemsCount: number;
  readonly name: string;
  readonly preview: ReadonlyArray<{
    readonly id: string;
    readonly image: {
      readonly url: string;
    };
    readonly savedImageId: string;
  }>;
  readonly " $fragmentType": "BoardCard_folder";
};
export type BoardCard_folder$key = {
  readonly " $data"?: BoardCard_folder$data;
  readonly " $fragmentSpreads": FragmentRefs<"BoardCard_folder">;
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
  "name": "BoardCard_folder",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemsCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FolderItem",
      "kind": "LinkedField",
      "name": "preview",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "savedImageId",
          "storageKey": null
        },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Folder",
  "abstractKey": null
};
})();

(node as any).hash = "c7b981dc925358031e59c445128cb1c2";

export default node;
