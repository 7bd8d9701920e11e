/**
 * @generated SignedSource<<c0f9d37a3af3a78577ca33bc4c873964>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type JobType = "FULL_TIME" | "INTERNSHIP" | "PART_TIME" | "%future added value";
export type LocationType = "HYBRID" | "ON_SITE" | "REMOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type JobOfferDetail_offer$data = {
  readonly city: string;
  readonly companyDescription: string | null | undefined;
  readonly companyLogo: string | null | undefined;
  readonly companyName: string;
  readonly description: string;
  readonly descriptionEmployer: string | null | undefined;
  readonly experience: string | null | undefined;
  readonly experienceYears: number | null | undefined;
  readonly externalLink: string | null | undefined;
  readonly functions: string | null | undefined;
  readonly hardSkills: ReadonlyArray<string>;
  readonly id: string;
  readonly internalID: string;
  readonly isExternal: boolean;
  readonly isUrgent: boolean;
  readonly jobType: JobType;
  readonly locationType: LocationType;
  readonly moderation: {
    readonly " $fragmentSpreads": FragmentRefs<"HiddenNotice_notice">;
  } | null | undefined;
  readonly offered: string | null | undefined;
  readonly position: string;
  readonly publicationDate: string;
  readonly requiredProfile: string | null | undefined;
  readonly salary: {
    readonly " $fragmentSpreads": FragmentRefs<"salaryText_salary">;
  } | null | undefined;
  readonly softSkills: ReadonlyArray<string>;
  readonly viewerHasReported: boolean;
  readonly viewerIsOwner: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ApplyButton_offer" | "SaveOfferButton_offer">;
  readonly " $fragmentType": "JobOfferDetail_offer";
};
export type JobOfferDetail_offer$key = {
  readonly " $data"?: JobOfferDetail_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobOfferDetail_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobOfferDetail_offer",
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
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyLogo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "descriptionEmployer",
      "storageKey": null
    },
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
      "name": "jobType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "experience",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "experienceYears",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SalaryRange",
      "kind": "LinkedField",
      "name": "salary",
      "plural": false,
      "selections": [
        {
          "kind": "InlineDataFragmentSpread",
          "name": "salaryText_salary",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "min",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "max",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "period",
              "storageKey": null
            }
          ],
          "args": null,
          "argumentDefinitions": []
        }
      ],
      "storageKey": null
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
      "kind": "ScalarField",
      "name": "isUrgent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isExternal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "externalLink",
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
      "name": "requiredProfile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "functions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "offered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hardSkills",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "softSkills",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsOwner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasReported",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "HiddenNotice_notice"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApplyButton_offer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SaveOfferButton_offer"
    }
  ],
  "type": "JobOffer",
  "abstractKey": null
};

(node as any).hash = "43a0fc957c3b72cca8d3948587853210";

export default node;
