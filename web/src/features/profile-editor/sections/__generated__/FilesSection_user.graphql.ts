/**
 * @generated SignedSource<<f0756c70c795f8d71fbb83606afd6dc0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FilesSection_user$data = {
  readonly cv: {
    readonly fileName: string;
    readonly url: string;
  } | null | undefined;
  readonly portfolio: {
    readonly fileName: string;
    readonly url: string;
  } | null | undefined;
  readonly " $fragmentType": "FilesSection_user";
};
export type FilesSection_user$key = {
  readonly " $data"?: FilesSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FilesSection_user">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fileName",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FilesSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileFile",
      "kind": "LinkedField",
      "name": "cv",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProfileFile",
      "kind": "LinkedField",
      "name": "portfolio",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "53497857b02fcf5a28de2f450f9526e2";

export default node;
