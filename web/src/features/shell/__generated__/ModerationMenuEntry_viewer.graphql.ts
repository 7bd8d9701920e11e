/**
 * @generated SignedSource<<30a9b2b850d8b828de6c4721b36c5967>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ModerationMenuEntry_viewer$data = {
  readonly isOperator: boolean;
  readonly " $fragmentType": "ModerationMenuEntry_viewer";
};
export type ModerationMenuEntry_viewer$key = {
  readonly " $data"?: ModerationMenuEntry_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationMenuEntry_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModerationMenuEntry_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOperator",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a43e4807ddff86943ed42cde9372d47e";

export default node;
