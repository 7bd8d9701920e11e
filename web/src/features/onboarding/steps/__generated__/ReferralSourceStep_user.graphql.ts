/**
 * @generated SignedSource<<288dc67189343036c145d4bf5c8fd949>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferralSourceStep_user$data = {
  readonly referralSource: string | null | undefined;
  readonly " $fragmentType": "ReferralSourceStep_user";
};
export type ReferralSourceStep_user$key = {
  readonly " $data"?: ReferralSourceStep_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferralSourceStep_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReferralSourceStep_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralSource",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b75341fba50fb27fe879851aee7d36ed";

export default node;
