/**
 * @generated SignedSource<<b8afd55859185271826fb824664b97e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShellHeader_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ProfileMenu_viewer">;
  readonly " $fragmentType": "ShellHeader_viewer";
};
export type ShellHeader_viewer$key = {
  readonly " $data"?: ShellHeader_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShellHeader_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShellHeader_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileMenu_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3112701c8604a854ae94872f66d3cb57";

export default node;
