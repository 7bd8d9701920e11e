/**
 * @generated SignedSource<<f9750762390fac0da1d80229b8379377>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type JobType = "FULL_TIME" | "INTERNSHIP" | "PART_TIME" | "%future added value";
export type LocationType = "HYBRID" | "ON_SITE" | "REMOTE" | "%future added value";
export type ResponseType = "BOOLEAN" | "NUMBER" | "TEXT" | "URL" | "%future added value";
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

(node as any).hash = "3ea0d2b24af6413f4c41831fec3b821f";

export default node;
