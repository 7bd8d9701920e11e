/**
 * @generated SignedSource<<2ef760f21c3bf5e5c7b9ffff5b264be4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DurationUnit = "MONTHS" | "YEARS" | "%future added value";
export type EducationType = "CERTIFICATION" | "COURSE" | "DEGREE" | "MASTER" | "OTHER" | "VOCATIONAL" | "WORKSHOP" | "%future added value";
export type Month = "APRIL" | "AUGUST" | "DECEMBER" | "FEBRUARY" | "JANUARY" | "JULY" | "JUNE" | "MARCH" | "MAY" | "NOVEMBER" | "OCTOBER" | "SEPTEMBER" | "%future added value";
export type ResponseType = "BOOLEAN" | "NUMBER" | "TEXT" | "URL" | "%future added value";
export type StudyCategory = "FASHION" | "GRAPHIC_DESIGN" | "PHOTOGRAPHY" | "%future added value";
export type StudyModality = "HYBRID" | "ONLINE" | "ON_SITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EditEducationalOfferForm_offer$data = {
  readonly banner: {
    readonly url: string;
  } | null | undefined;
  readonly city: string;
  readonly country: string;
  readonly description: string | null | undefined;
  readonly form: {
    readonly bilingualEducation: boolean;
    readonly category: StudyCategory;
    readonly credits: number | null | undefined;
    readonly duration: {
      readonly unit: DurationUnit;
      readonly value: number;
    };
    readonly educationType: EducationType;
    readonly enrollmentEnd: {
      readonly day: number;
      readonly month: Month;
    } | null | undefined;
    readonly enrollmentStart: {
      readonly day: number;
      readonly month: Month;
    } | null | undefined;
    readonly erasmus: boolean;
    readonly extraQuestions: ReadonlyArray<{
      readonly question: string;
      readonly responseType: ResponseType;
    }>;
    readonly internships: boolean;
    readonly morningSchedule: boolean;
    readonly schoolYearEndMonth: Month | null | undefined;
    readonly schoolYearStartMonth: Month | null | undefined;
    readonly websiteUrl: string | null | undefined;
  } | null | undefined;
  readonly modality: StudyModality;
  readonly programName: string;
  readonly requirements: ReadonlyArray<string>;
  readonly studyType: string | null | undefined;
  readonly " $fragmentType": "EditEducationalOfferForm_offer";
};
export type EditEducationalOfferForm_offer$key = {
  readonly " $data"?: EditEducationalOfferForm_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditEducationalOfferForm_offer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "day",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "month",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditEducationalOfferForm_offer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "programName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studyType",
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
      "name": "modality",
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
      "name": "requirements",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "banner",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EducationalOfferForm",
      "kind": "LinkedField",
      "name": "form",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "educationType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "category",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StudyDuration",
          "kind": "LinkedField",
          "name": "duration",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unit",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "credits",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "morningSchedule",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internships",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "erasmus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bilingualEducation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DayOfMonth",
          "kind": "LinkedField",
          "name": "enrollmentStart",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DayOfMonth",
          "kind": "LinkedField",
          "name": "enrollmentEnd",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "schoolYearStartMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "schoolYearEndMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "websiteUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EducationalOfferQuestion",
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
      "storageKey": null
    }
  ],
  "type": "EducationalOfferContent",
  "abstractKey": "__isEducationalOfferContent"
};
})();

(node as any).hash = "8efc37032ba92e63a04e7931fa296a66";

export default node;
