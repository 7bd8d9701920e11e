/**
 * @generated SignedSource<<341c690576eb577749d4e7e655fa543d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SoftwareSection_user$data = {
  readonly software: ReadonlyArray<string>;
  readonly " $fragmentType": "SoftwareSection_user";
};
export type SoftwareSection_user$key = {
  readonly " $data"?: SoftwareSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SoftwareSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SoftwareSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "software",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "412f6aa719dfb77867c480762a501182";

export default node;
