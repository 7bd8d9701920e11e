/**
 * @generated SignedSource<<272076be25e0d229e57afa34ad2acfa9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EducationSection_user$data = {
  readonly education: ReadonlyArray<{
    readonly currentlyEnrolled: boolean;
    readonly endMonth: number | null | undefined;
    readonly endYear: number | null | undefined;
    readonly formationName: string | null | undefined;
    readonly institution: string | null | undefined;
    readonly institutionLogo: string | null | undefined;
    readonly location: string | null | undefined;
    readonly otherInstitution: string | null | undefined;
    readonly startMonth: number | null | undefined;
    readonly startYear: number | null | undefined;
  }>;
  readonly " $fragmentType": "EducationSection_user";
};
export type EducationSection_user$key = {
  readonly " $data"?: EducationSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EducationSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EducationSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EducationEntry",
      "kind": "LinkedField",
      "name": "education",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "institution",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "otherInstitution",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formationName",
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
          "name": "currentlyEnrolled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "institutionLogo",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c3c188c7dc077d3082b931a69a8b3e4d";

export default node;
