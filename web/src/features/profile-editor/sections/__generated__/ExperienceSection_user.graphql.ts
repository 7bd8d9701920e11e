/**
 * @generated SignedSource<<cbfd664c9099985eb964401a530b88cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExperienceSection_user$data = {
  readonly experience: ReadonlyArray<{
    readonly company: string | null | undefined;
    readonly companyLogo: string | null | undefined;
    readonly currentlyWorking: boolean;
    readonly description: string | null | undefined;
    readonly endMonth: number | null | undefined;
    readonly endYear: number | null | undefined;
    readonly location: string | null | undefined;
    readonly startMonth: number | null | undefined;
    readonly startYear: number | null | undefined;
    readonly title: string | null | undefined;
  }>;
  readonly " $fragmentType": "ExperienceSection_user";
};
export type ExperienceSection_user$key = {
  readonly " $data"?: ExperienceSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExperienceSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExperienceSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ExperienceEntry",
      "kind": "LinkedField",
      "name": "experience",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "company",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "location",
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
          "kind": "ScalarField",
          "name": "startMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "startYear",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endYear",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currentlyWorking",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "companyLogo",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4028c9b6b9a99783685f2ae53a570c39";

export default node;
