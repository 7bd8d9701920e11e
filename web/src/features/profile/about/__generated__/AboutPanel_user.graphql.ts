/**
 * @generated SignedSource<<3eee363f7f900f3772186783afcc2a60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AboutPanel_user$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CompanySections_user" | "CvSections_user">;
  readonly " $fragmentType": "AboutPanel_user";
};
export type AboutPanel_user$key = {
  readonly " $data"?: AboutPanel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AboutPanel_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AboutPanel_user",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CvSections_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompanySections_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b385b840c68deba848c36b7701e97730";

export default node;
