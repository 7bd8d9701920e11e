/**
 * @generated SignedSource<<7f5a48bec8c61150a45ce6d288ed825a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TitleSection_user$data = {
  readonly professionalTags: ReadonlyArray<string>;
  readonly professionalTitle: string | null | undefined;
  readonly " $fragmentType": "TitleSection_user";
};
export type TitleSection_user$key = {
  readonly " $data"?: TitleSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TitleSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TitleSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "professionalTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "professionalTags",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "eafdad39e5628cdca9708571ec2ce79b";

export default node;
