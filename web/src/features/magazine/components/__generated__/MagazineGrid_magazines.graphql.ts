/**
 * @generated SignedSource<<b5cd231f2ce0ac131ea0bacbd6ddab7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MagazineGrid_magazines$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"MagazineCard_magazine">;
  readonly " $fragmentType": "MagazineGrid_magazines";
}>;
export type MagazineGrid_magazines$key = ReadonlyArray<{
  readonly " $data"?: MagazineGrid_magazines$data;
  readonly " $fragmentSpreads": FragmentRefs<"MagazineGrid_magazines">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MagazineGrid_magazines",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MagazineCard_magazine"
    }
  ],
  "type": "Magazine",
  "abstractKey": null
};

(node as any).hash = "4a7e9a6beec6af84ed9537cbeaab63d8";

export default node;
