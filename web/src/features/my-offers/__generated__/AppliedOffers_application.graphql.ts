/**
 * @generated SignedSource<<bb56ec292c59f4e92eb01617ea8af0ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AppliedOffers_application$data = {
  readonly appliedAt: string;
  readonly offer: {
    readonly " $fragmentSpreads": FragmentRefs<"OfferCard_offer">;
  } | null | undefined;
  readonly status: ApplicationStatus;
  readonly " $fragmentType": "AppliedOffers_application";
};
export type AppliedOffers_application$key = {
  readonly " $data"?: AppliedOffers_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppliedOffers_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppliedOffers_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appliedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "JobOffer",
      "kind": "LinkedField",
      "name": "offer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OfferCard_offer"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "479ef0e731a61dca8deffddbcb855afc";

export default node;
