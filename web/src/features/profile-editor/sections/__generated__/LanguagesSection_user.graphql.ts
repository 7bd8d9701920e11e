/**
 * @generated SignedSource<<da7854a223fdd60127dccecd2539ddc4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LanguagesSection_user$data = {
  readonly languages: ReadonlyArray<string>;
  readonly " $fragmentType": "LanguagesSection_user";
};
export type LanguagesSection_user$key = {
  readonly " $data"?: LanguagesSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"LanguagesSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LanguagesSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "languages",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "309159934e5b251eed39dff2037fee89";

export default node;
