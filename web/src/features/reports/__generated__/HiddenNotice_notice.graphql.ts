/**
 * @generated SignedSource<<6ba9d766a06facfc47de0394de3c80ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HiddenNotice_notice$data = {
  readonly note: string | null | undefined;
  readonly reasonLabel: string;
  readonly " $fragmentType": "HiddenNotice_notice";
};
export type HiddenNotice_notice$key = {
  readonly " $data"?: HiddenNotice_notice$data;
  readonly " $fragmentSpreads": FragmentRefs<"HiddenNotice_notice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HiddenNotice_notice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reasonLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    }
  ],
  "type": "ModerationNotice",
  "abstractKey": null
};

(node as any).hash = "ef16d21a79f492f21ee3be9f23db77e4";

export default node;
