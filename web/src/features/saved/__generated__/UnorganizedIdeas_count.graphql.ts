/**
 * @generated SignedSource<<1ec8b6b5190d0c89f19684369b27a73d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UnorganizedIdeas_count$data = {
  readonly unorganizedCount: {
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "UnorganizedIdeas_count";
};
export type UnorganizedIdeas_count$key = {
  readonly " $data"?: UnorganizedIdeas_count$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnorganizedIdeas_count">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UnorganizedIdeas_count",
  "selections": [
    {
      "alias": "unorganizedCount",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        },
        {
          "kind": "Literal",
          "name": "unorganized",
          "value": true
        }
      ],
      "concreteType": "SavedImageConnection",
      "kind": "LinkedField",
      "name": "savedImages",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": "savedImages(first:1,unorganized:true)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5044e3f282be3ccbac46787c7d0ba7f9";

export default node;
