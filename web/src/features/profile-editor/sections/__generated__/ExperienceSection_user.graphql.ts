/**
 * @generated SignedSource<<7512117b1a9a6fd89cc36ce5ebe56f85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExperienceSection_user$data = {
  readonly experience: ReadonlyArray<{
    readonly companyLogo: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"profileCv_experience">;
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
          "name": "companyLogo",
          "storageKey": null
        },
        {
          "kind": "InlineDataFragmentSpread",
          "name": "profileCv_experience",
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
            }
          ],
          "args": null,
          "argumentDefinitions": []
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d8c541677a90bcfb229c86d1b80e79b8";

export default node;
