/**
 * @generated SignedSource<<14477eec2542930bca2e8b02e2c32c91>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EducationalOfferStatus = "ACCEPTED" | "ACTIVE" | "CANCELLED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EducationalOfferCard_offer$data = {
  readonly banner: {
    readonly url: string;
  } | null | undefined;
  readonly changesRejectedAt: string | null | undefined;
  readonly form: {
    readonly status: EducationalOfferStatus;
  } | null | undefined;
  readonly hasPendingChanges: boolean;
  readonly id: string;
  readonly internalID: string;
  readonly moderation: {
    readonly reasonLabel: string;
  } | null | undefined;
  readonly programName: string;
  readonly publicationDate: string;
  readonly " $fragmentSpreads": FragmentRefs<"educationalOfferFacts_offer">;
  readonly " $fragmentType": "EducationalOfferCard_offer";
};
export type EducationalOfferCard_offer$key = {
  readonly " $data"?: EducationalOfferCard_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EducationalOfferCard_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EducationalOfferCard_offer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalID",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "programName",
      "storageKey": null
    },
    {
      "kind": "InlineDataFragmentSpread",
      "name": "educationalOfferFacts_offer",
      "selections": [
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
          "name": "modality",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StudyDuration",
          "kind": "LinkedField",
          "name": "duration",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publicationDate",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EducationalOfferForm",
      "kind": "LinkedField",
      "name": "form",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPendingChanges",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changesRejectedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModerationNotice",
      "kind": "LinkedField",
      "name": "moderation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasonLabel",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "EducationalOffer",
  "abstractKey": null
};

(node as any).hash = "707a9f05321e7740469196b1160056a8";

export default node;
