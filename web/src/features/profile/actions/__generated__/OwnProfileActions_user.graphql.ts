/**
 * @generated SignedSource<<df54e94b306edfc667e7c25ab6d7e964>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OwnProfileActions_user$data = {
  readonly username: string;
  readonly " $fragmentType": "OwnProfileActions_user";
};
export type OwnProfileActions_user$key = {
  readonly " $data"?: OwnProfileActions_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"OwnProfileActions_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OwnProfileActions_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "703fe539576fc88f57367d60adc1787c";

export default node;
