/**
 * @generated SignedSource<<1c79e578b077b997ea486c5b5826ef9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CreativeType = "DESIGNER" | "GRADUATE" | "OTHER" | "STUDENT" | "STYLIST" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CreativeTypeStep_user$data = {
  readonly creativeType: CreativeType | null | undefined;
  readonly " $fragmentType": "CreativeTypeStep_user";
};
export type CreativeTypeStep_user$key = {
  readonly " $data"?: CreativeTypeStep_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreativeTypeStep_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreativeTypeStep_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "creativeType",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "0b1634c884ca7ec4b357cafdffd9b261";

export default node;
