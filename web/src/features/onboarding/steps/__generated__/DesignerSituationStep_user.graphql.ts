/**
 * @generated SignedSource<<0bc35e400c1c853d861e8495b24968e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DesignerSituationStep_user$data = {
  readonly creativeOther: string | null | undefined;
  readonly " $fragmentType": "DesignerSituationStep_user";
};
export type DesignerSituationStep_user$key = {
  readonly " $data"?: DesignerSituationStep_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"DesignerSituationStep_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DesignerSituationStep_user",
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

(node as any).hash = "e6bb9a3752c0814436f6235867d9733f";

export default node;
