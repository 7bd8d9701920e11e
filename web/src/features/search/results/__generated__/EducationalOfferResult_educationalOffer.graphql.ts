/**
 * @generated SignedSource<<91c26dac5f415c1bbc2803822f2aea55>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EducationalOfferResult_educationalOffer$data = {
  readonly banner: {
    readonly srcSet: string;
    readonly url: string;
  } | null | undefined;
  readonly city: string;
  readonly description: string | null | undefined;
  readonly institutionName: string;
  readonly programName: string;
  readonly " $fragmentType": "EducationalOfferResult_educationalOffer";
};
export type EducationalOfferResult_educationalOffer$key = {
  readonly " $data"?: EducationalOfferResult_educationalOffer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EducationalOfferResult_educationalOffer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EducationalOfferResult_educationalOffer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "programName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "institutionName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "banner",
      "plural": false,
      "selections": [
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
          "name": "srcSet",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EducationalOffer",
  "abstractKey": null
};

(node as any).hash = "cc7963aa5c8b1c665d7a122c15ee17bb";

export default node;
