/**
 * @generated SignedSource<<53bedba941b66a9e91a9bcc885dfddba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SkillsSection_user$data = {
  readonly skills: ReadonlyArray<string>;
  readonly " $fragmentType": "SkillsSection_user";
};
export type SkillsSection_user$key = {
  readonly " $data"?: SkillsSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SkillsSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SkillsSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "skills",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9248a8bd4fcc86ca871366981df761e6";

export default node;
