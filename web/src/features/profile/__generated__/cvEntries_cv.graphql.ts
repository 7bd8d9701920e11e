/**
 * @generated SignedSource<<c846b99219bdefd36ede078ce2058347>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type cvEntries_cv$data = {
  readonly education: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"profileCv_education">;
  }>;
  readonly experience: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"profileCv_experience">;
  }>;
  readonly languages: ReadonlyArray<string>;
  readonly skills: ReadonlyArray<string>;
  readonly software: ReadonlyArray<string>;
  readonly " $fragmentSpreads": FragmentRefs<"profileCv_lookingFor">;
  readonly " $fragmentType": "cvEntries_cv";
};
export type cvEntries_cv$key = {
  readonly " $data"?: cvEntries_cv$data;
  readonly " $fragmentSpreads": FragmentRefs<"cvEntries_cv">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "cvEntries_cv"
};

(node as any).hash = "12a40a184f30c75e2219528c702ea561";

export default node;
