/**
 * @generated SignedSource<<1b92fed0b6d416cc768544b0bd80700e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type StudyModality = "HYBRID" | "ONLINE" | "ON_SITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PendingEducationalOffers_content$data = {
  readonly city: string;
  readonly country: string;
  readonly description: string | null | undefined;
  readonly modality: StudyModality;
  readonly programName: string;
  readonly " $fragmentType": "PendingEducationalOffers_content";
};
export type PendingEducationalOffers_content$key = {
  readonly " $data"?: PendingEducationalOffers_content$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingEducationalOffers_content">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "PendingEducationalOffers_content"
};

(node as any).hash = "18e5a0616646e1ea4960ef1576c2f666";

export default node;
