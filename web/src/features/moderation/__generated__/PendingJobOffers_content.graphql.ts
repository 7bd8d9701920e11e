/**
 * @generated SignedSource<<7c7c68b3baf72abe027a1a4a5fda72ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type JobType = "FULL_TIME" | "INTERNSHIP" | "PART_TIME" | "%future added value";
export type LocationType = "HYBRID" | "ON_SITE" | "REMOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PendingJobOffers_content$data = {
  readonly city: string;
  readonly companyName: string;
  readonly country: string;
  readonly description: string;
  readonly expirationDate: string | null | undefined;
  readonly jobType: JobType;
  readonly locationType: LocationType;
  readonly position: string;
  readonly requiredProfile: string | null | undefined;
  readonly " $fragmentType": "PendingJobOffers_content";
};
export type PendingJobOffers_content$key = {
  readonly " $data"?: PendingJobOffers_content$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingJobOffers_content">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "PendingJobOffers_content"
};

(node as any).hash = "63a6e5c5f7ae554925c7f0162c788349";

export default node;
