/**
 * @generated SignedSource<<ccdbd432728f836a733e119537fb609e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GraduationForm_user$data = {
  readonly institution: string | null | undefined;
  readonly " $fragmentType": "GraduationForm_user";
};
export type GraduationForm_user$key = {
  readonly " $data"?: GraduationForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"GraduationForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GraduationForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "institution",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "53b05c7487beb4710fda3c5580f73429";

export default node;
