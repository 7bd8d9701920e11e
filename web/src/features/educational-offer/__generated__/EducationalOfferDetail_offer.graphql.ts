/**
 * @generated SignedSource<<67a837a19e2c8846ff2fc0b0a69be3d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DurationUnit = "MONTHS" | "YEARS" | "%future added value";
export type Month = "APRIL" | "AUGUST" | "DECEMBER" | "FEBRUARY" | "JANUARY" | "JULY" | "JUNE" | "MARCH" | "MAY" | "NOVEMBER" | "OCTOBER" | "SEPTEMBER" | "%future added value";
export type StudyModality = "HYBRID" | "ONLINE" | "ON_SITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EducationalOfferDetail_offer$data = {
  readonly applicationLink: string | null | undefined;
  readonly banner: {
    readonly height: number;
    readonly srcSet: string;
    readonly url: string;
    readonly width: number;
  } | null | undefined;
  readonly brochureUrl: string | null | undefined;
  readonly city: string;
  readonly contactInfo: string;
  readonly description: string | null | undefined;
  readonly duration: {
    readonly unit: DurationUnit;
    readonly value: number;
  };
  readonly endDate: string | null | undefined;
  readonly enrollmentEnd: {
    readonly day: number;
    readonly month: Month;
  } | null | undefined;
  readonly enrollmentStart: {
    readonly day: number;
    readonly month: Month;
  } | null | undefined;
  readonly gallery: ReadonlyArray<{
    readonly height: number;
    readonly srcSet: string;
    readonly url: string;
    readonly width: number;
  }>;
  readonly id: string;
  readonly institutionName: string;
  readonly knowledgeArea: string | null | undefined;
  readonly modality: StudyModality;
  readonly moderation: {
    readonly " $fragmentSpreads": FragmentRefs<"HiddenNotice_notice">;
  } | null | undefined;
  readonly price: {
    readonly amount: number;
    readonly currency: string;
  } | null | undefined;
  readonly programName: string;
  readonly publicationDate: string;
  readonly requirements: ReadonlyArray<string>;
  readonly startDate: string | null | undefined;
  readonly studyType: string | null | undefined;
  readonly syllabus: string | null | undefined;
  readonly viewerHasReported: boolean;
  readonly viewerIsOwner: boolean;
  readonly " $fragmentType": "EducationalOfferDetail_offer";
};
export type EducationalOfferDetail_offer$key = {
  readonly " $data"?: EducationalOfferDetail_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EducationalOfferDetail_offer">;
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
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "width",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "height",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "srcSet",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EducationalOfferDetail_offer",
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
      "name": "institutionName",
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
      "name": "knowledgeArea",
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
      "name": "requirements",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "syllabus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "banner",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "gallery",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EducationalOfferPrice",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "brochureUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applicationLink",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactInfo",
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
    }
  ],
  "type": "EducationalOffer",
  "abstractKey": null
};
})();

(node as any).hash = "3f59b69066accf5d7205787032ebea1e";

export default node;
