/**
 * @generated SignedSource<<ed27ec56d9c4124ee35a4d3ad85f7fa6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FilesSection_user$data = {
  readonly " $fragmentSpreads": FragmentRefs<"profileFiles_user">;
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
      "kind": "InlineDataFragmentSpread",
      "name": "profileFiles_user",
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
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "2f6018dcf995df36be43cf458c012a1f";

export default node;
