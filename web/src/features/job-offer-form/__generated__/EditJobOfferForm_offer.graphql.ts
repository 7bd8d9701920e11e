/**
 * @generated SignedSource<<8e626a5fd6697b957fc7d5c42d2c2903>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type JobType = "FULL_TIME" | "INTERNSHIP" | "PART_TIME" | "%future added value";
export type LocationType = "HYBRID" | "ON_SITE" | "REMOTE" | "%future added value";
export type ResponseType = "BOOLEAN" | "NUMBER" | "TEXT" | "URL" | "%future added value";
export type SalaryCurrency = "CHF" | "EUR" | "GBP" | "USD" | "%future added value";
export type SalaryPeriod = "HOUR" | "MONTH" | "YEAR" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EditJobOfferForm_offer$data = {
  readonly city: string;
  readonly companyLogo: string | null | undefined;
  readonly companyName: string;
  readonly contactName: string | null | undefined;
  readonly country: string;
  readonly description: string;
  readonly descriptionEmployer: string | null | undefined;
  readonly duration: string | null | undefined;
  readonly experience: string | null | undefined;
  readonly experienceYears: number | null | undefined;
  readonly expirationDate: string | null | undefined;
  readonly externalLink: string | null | undefined;
  readonly extraQuestions: ReadonlyArray<{
    readonly question: string;
    readonly responseType: ResponseType;
  }>;
  readonly functions: string | null | undefined;
  readonly hardSkills: ReadonlyArray<string>;
  readonly isExternal: boolean;
  readonly isUrgent: boolean;
  readonly jobType: JobType;
  readonly locationType: LocationType;
  readonly offered: string | null | undefined;
  readonly position: string;
  readonly requiredProfile: string | null | undefined;
  readonly salary: {
    readonly currency: SalaryCurrency;
    readonly max: number | null | undefined;
    readonly min: number | null | undefined;
    readonly period: SalaryPeriod;
  } | null | undefined;
  readonly softSkills: ReadonlyArray<string>;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "EditJobOfferForm_offer";
};
export type EditJobOfferForm_offer$key = {
  readonly " $data"?: EditJobOfferForm_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditJobOfferForm_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditJobOfferForm_offer",
  "selections": [
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
      "name": "isUrgent",
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
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
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
      "name": "expirationDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactName",
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
      "name": "descriptionEmployer",
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
      "name": "offered",
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
      "concreteType": "JobOfferQuestion",
      "kind": "LinkedField",
      "name": "extraQuestions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "responseType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "JobOfferContent",
  "abstractKey": "__isJobOfferContent"
};

(node as any).hash = "0a730f0e9495ef4155cb8e823eaffdf9";

export default node;
