/**
 * @generated SignedSource<<970d8b0d9bf2f721b0b8929a6d0cd113>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonResult_person$data = {
  readonly displayName: string;
  readonly username: string;
  readonly " $fragmentType": "PersonResult_person";
};
export type PersonResult_person$key = {
  readonly " $data"?: PersonResult_person$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonResult_person">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonResult_person",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b93e3955fbca8ea7811c5dd4bf3a285f";

export default node;
