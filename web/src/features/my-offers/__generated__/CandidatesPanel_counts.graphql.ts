/**
 * @generated SignedSource<<8a982e2bf08dc66a8586924475e0efc6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CandidatesPanel_counts$data = {
  readonly applicationsCount: number | null | undefined;
  readonly discarded: {
    readonly totalCount: number;
  } | null | undefined;
  readonly selected: {
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "CandidatesPanel_counts";
};
export type CandidatesPanel_counts$key = {
  readonly " $data"?: CandidatesPanel_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"CandidatesPanel_counts">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CandidatesPanel_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicationsCount",
      "storageKey": null
    },
    {
      "alias": "selected",
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "status",
          "value": "ACCEPTED"
        }
      ],
      "concreteType": "ApplicationConnection",
      "kind": "LinkedField",
      "name": "applications",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "applications(first:1,status:\"ACCEPTED\")"
    },
    {
      "alias": "discarded",
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "status",
          "value": "REJECTED"
        }
      ],
      "concreteType": "ApplicationConnection",
      "kind": "LinkedField",
      "name": "applications",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "applications(first:1,status:\"REJECTED\")"
    }
  ],
  "type": "JobOffer",
  "abstractKey": null
};
})();

(node as any).hash = "56a5cb4a47b2464a2b54167016bde074";

export default node;
