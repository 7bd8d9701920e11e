/**
 * @generated SignedSource<<a41e4cc1a7b9ad831c991dd4a34ef9a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResponseType = "BOOLEAN" | "NUMBER" | "TEXT" | "URL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApplyButton_offer$data = {
  readonly extraQuestions: ReadonlyArray<{
    readonly question: string;
    readonly responseType: ResponseType;
  }>;
  readonly id: string;
  readonly position: string;
  readonly viewerApplication: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "ApplyButton_offer";
};
export type ApplyButton_offer$key = {
  readonly " $data"?: ApplyButton_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApplyButton_offer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApplyButton_offer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Application",
      "kind": "LinkedField",
      "name": "viewerApplication",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "JobOfferQuestion",
      "kind": "LinkedField",
      "name": "extraQuestions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "responseType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "JobOffer",
  "abstractKey": null
};
})();

(node as any).hash = "47caca46c0a539bd09e198751267b755";

export default node;
