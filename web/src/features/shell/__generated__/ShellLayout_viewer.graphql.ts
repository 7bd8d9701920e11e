/**
 * @generated SignedSource<<5b95a49a7a98a24f24e8faba537ecdee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShellLayout_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ShellHeader_viewer">;
  readonly " $fragmentType": "ShellLayout_viewer";
};
export type ShellLayout_viewer$key = {
  readonly " $data"?: ShellLayout_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShellLayout_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShellLayout_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShellHeader_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "efcf3c09ba949159afd6486ab421ae55";

export default node;
