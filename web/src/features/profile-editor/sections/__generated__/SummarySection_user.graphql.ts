/**
 * @generated SignedSource<<f7309d1270e0da1538e50beaebd34257>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SummarySection_user$data = {
  readonly summary: string | null | undefined;
  readonly " $fragmentType": "SummarySection_user";
};
export type SummarySection_user$key = {
  readonly " $data"?: SummarySection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SummarySection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SummarySection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "summary",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "334557d162a457ad2f210f399ccceed2";

export default node;
