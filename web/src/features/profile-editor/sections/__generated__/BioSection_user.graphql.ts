/**
 * @generated SignedSource<<c2751df1b11cf2c98cb67057f78d9c34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BioSection_user$data = {
  readonly bio: string | null | undefined;
  readonly " $fragmentType": "BioSection_user";
};
export type BioSection_user$key = {
  readonly " $data"?: BioSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"BioSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BioSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9ef7d1f753f1057207489293af7c0676";

export default node;
