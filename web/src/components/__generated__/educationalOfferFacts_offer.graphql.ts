/**
 * @generated SignedSource<<b7d485303568be8f2bf0d242c2b365b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type DurationUnit = "MONTHS" | "YEARS" | "%future added value";
export type StudyModality = "HYBRID" | "ONLINE" | "ON_SITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type educationalOfferFacts_offer$data = {
  readonly city: string;
  readonly duration: {
    readonly unit: DurationUnit;
    readonly value: number;
  };
  readonly modality: StudyModality;
  readonly " $fragmentType": "educationalOfferFacts_offer";
};
export type educationalOfferFacts_offer$key = {
  readonly " $data"?: educationalOfferFacts_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"educationalOfferFacts_offer">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "educationalOfferFacts_offer"
};

(node as any).hash = "7d3c188401b8c3dceb7ac859d8c94652";

export default node;
