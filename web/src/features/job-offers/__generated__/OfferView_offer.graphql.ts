/**
 * @generated SignedSource<<80be0f5a1d7dd6ddb609693be44422e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type JobOfferStatus = "ACCEPTED" | "CANCELLED" | "PENDING" | "REJECTED" | "%future added value";
export type JobType = "FULL_TIME" | "INTERNSHIP" | "PART_TIME" | "%future added value";
export type LocationType = "HYBRID" | "ON_SITE" | "REMOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OfferView_offer$data = {
  readonly companyLogo: string | null | undefined;
  readonly companyName: string;
  readonly description: string;
  readonly duration: string | null | undefined;
  readonly experience: string | null | undefined;
  readonly experienceYears: number | null | undefined;
  readonly externalLink: string | null | undefined;
  readonly functions: string | null | undefined;
  readonly hardSkills: ReadonlyArray<string>;
  readonly id: string;
  readonly internalID: string;
  readonly isExternal: boolean;
  readonly jobType: JobType;
  readonly locationType: LocationType;
  readonly moderation: {
    readonly " $fragmentSpreads": FragmentRefs<"HiddenNotice_notice">;
  } | null | undefined;
  readonly position: string;
  readonly publicationDate: string;
  readonly publisher: {
    readonly username: string;
  };
  readonly requiredProfile: string | null | undefined;
  readonly salary: {
    readonly " $fragmentSpreads": FragmentRefs<"salaryText_salary">;
  } | null | undefined;
  readonly softSkills: ReadonlyArray<string>;
  readonly status: JobOfferStatus;
  readonly viewerHasReported: boolean;
  readonly viewerIsOwner: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"ApplyButton_offer">;
  readonly " $fragmentType": "OfferView_offer";
};
export type OfferView_offer$key = {
  readonly " $data"?: OfferView_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferView_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferView_offer",
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
      "name": "status",
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
      "name": "duration",
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
      "name": "description",
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
      "name": "requiredProfile",
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
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "publisher",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApplyButton_offer"
    }
  ],
  "type": "JobOffer",
  "abstractKey": null
};

(node as any).hash = "55c458cdd24ea17fdb5b553ec866cfda";

export default node;
