/**
 * @generated SignedSource<<2e65888c2db0ed08bb40850d155a1839>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type SalaryCurrency = "CHF" | "EUR" | "GBP" | "USD" | "%future added value";
export type SalaryPeriod = "HOUR" | "MONTH" | "YEAR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type salaryText_salary$data = {
  readonly currency: SalaryCurrency;
  readonly max: number | null | undefined;
  readonly min: number | null | undefined;
  readonly period: SalaryPeriod;
  readonly " $fragmentType": "salaryText_salary";
};
export type salaryText_salary$key = {
  readonly " $data"?: salaryText_salary$data;
  readonly " $fragmentSpreads": FragmentRefs<"salaryText_salary">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "salaryText_salary"
};

(node as any).hash = "99098192685aa7bbb3aef2873a99ba75";

export default node;
