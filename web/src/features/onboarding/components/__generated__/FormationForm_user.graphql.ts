/**
 * @generated SignedSource<<5c9e7f4dbe56023b4ad2b3d059d94ebc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormationForm_user$data = {
  readonly formationType: string | null | undefined;
  readonly " $fragmentType": "FormationForm_user";
};
export type FormationForm_user$key = {
  readonly " $data"?: FormationForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormationForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormationForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "formationType",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4fbc95357fca6377f61fbe5f3fcbbffe";

export default node;
