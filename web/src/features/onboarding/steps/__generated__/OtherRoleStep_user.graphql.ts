/**
 * @generated SignedSource<<a2cc36474ff237e33202fdaa774bfd96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OtherRoleStep_user$data = {
  readonly creativeOther: string | null | undefined;
  readonly " $fragmentType": "OtherRoleStep_user";
};
export type OtherRoleStep_user$key = {
  readonly " $data"?: OtherRoleStep_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"OtherRoleStep_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OtherRoleStep_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "creativeOther",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "976cc797435eadd004a0f0ab8e628636";

export default node;
