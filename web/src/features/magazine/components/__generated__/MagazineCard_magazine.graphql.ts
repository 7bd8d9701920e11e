/**
 * @generated SignedSource<<5a3dc23b1c909af0831819505bae73b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MagazineCard_magazine$data = {
  readonly image: string | null | undefined;
  readonly link: string | null | undefined;
  readonly name: string;
  readonly price: number | null | undefined;
  readonly " $fragmentType": "MagazineCard_magazine";
};
export type MagazineCard_magazine$key = {
  readonly " $data"?: MagazineCard_magazine$data;
  readonly " $fragmentSpreads": FragmentRefs<"MagazineCard_magazine">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MagazineCard_magazine",
  "selections": [
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
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    }
  ],
  "type": "Magazine",
  "abstractKey": null
};

(node as any).hash = "f3e1ccd2f357fa3b6344b0fd16ab7f08";

export default node;
