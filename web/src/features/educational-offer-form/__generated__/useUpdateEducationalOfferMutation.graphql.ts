/**
 * @generated SignedSource<<8b7744c0f0b224e91503db80203ba947>>
 * @relayHash 9764aa1106092beb7650946948428917
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e757385eabfacab90dfe7fac1a8b958993405ca329bad5724b7d252a36a5977

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DurationUnit = "MONTHS" | "YEARS" | "%future added value";
export type EducationType = "CERTIFICATION" | "COURSE" | "DEGREE" | "MASTER" | "OTHER" | "VOCATIONAL" | "WORKSHOP" | "%future added value";
export type Month = "APRIL" | "AUGUST" | "DECEMBER" | "FEBRUARY" | "JANUARY" | "JULY" | "JUNE" | "MARCH" | "MAY" | "NOVEMBER" | "OCTOBER" | "SEPTEMBER" | "%future added value";
export type ResponseType = "BOOLEAN" | "NUMBER" | "TEXT" | "URL" | "%future added value";
export type StudyCategory = "FASHION" | "GRAPHIC_DESIGN" | "PHOTOGRAPHY" | "%future added value";
export type StudyModality = "HYBRID" | "ONLINE" | "ON_SITE" | "%future added value";
export type UpdateEducationalOfferInput = {
  offer: EducationalOfferInput;
  offerId: string;
};
export type EducationalOfferInput = {
  bilingualEducation?: boolean | null | undefined;
  category?: StudyCategory | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  credits?: number | null | undefined;
  description?: string | null | undefined;
  duration?: number | null | undefined;
  durationUnit?: DurationUnit | null | undefined;
  educationType?: EducationType | null | undefined;
  enrollmentEnd?: DayOfMonthInput | null | undefined;
  enrollmentStart?: DayOfMonthInput | null | undefined;
  erasmus?: boolean | null | undefined;
  extraQuestions?: ReadonlyArray<EducationalOfferQuestionInput> | null | undefined;
  headerImage?: null | null | undefined;
  internships?: boolean | null | undefined;
  knowledgeArea?: string | null | undefined;
  modality?: StudyModality | null | undefined;
  morningSchedule?: boolean | null | undefined;
  programName?: string | null | undefined;
  requirements?: ReadonlyArray<string> | null | undefined;
  schoolYearEndMonth?: Month | null | undefined;
  schoolYearStartMonth?: Month | null | undefined;
  studyType?: string | null | undefined;
  websiteUrl?: string | null | undefined;
};
export type DayOfMonthInput = {
  day: number;
  month: Month;
};
export type EducationalOfferQuestionInput = {
  question: string;
  responseType: ResponseType;
};
export type useUpdateEducationalOfferMutation$variables = {
  input: UpdateEducationalOfferInput;
};
export type useUpdateEducationalOfferMutation$data = {
  readonly updateEducationalOffer: {
    readonly message: string | null | undefined;
    readonly offer: {
      readonly id: string;
      readonly internalID: string;
      readonly pendingChanges: {
        readonly " $fragmentSpreads": FragmentRefs<"EditEducationalOfferForm_offer">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"EditEducationalOfferForm_offer" | "EducationalOfferCard_offer">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useUpdateEducationalOfferMutation = {
  response: useUpdateEducationalOfferMutation$data;
  variables: useUpdateEducationalOfferMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v4 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "EditEducationalOfferForm_offer"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    (v5/*:: as any*/)
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "programName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "studyType",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "modality",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requirements",
  "storageKey": null
},
v14 = {
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
v15 = {
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
v16 = [
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
v17 = {
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
    (v15/*:: as any*/),
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
      "selections": (v16/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DayOfMonth",
      "kind": "LinkedField",
      "name": "enrollmentEnd",
      "plural": false,
      "selections": (v16/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateEducationalOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EducationalOfferPayload",
        "kind": "LinkedField",
        "name": "updateEducationalOffer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EducationalOffer",
            "kind": "LinkedField",
            "name": "offer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "EducationalOfferChanges",
                "kind": "LinkedField",
                "name": "pendingChanges",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EducationalOfferCard_offer"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateEducationalOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EducationalOfferPayload",
        "kind": "LinkedField",
        "name": "updateEducationalOffer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "EducationalOffer",
            "kind": "LinkedField",
            "name": "offer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "EducationalOfferChanges",
                "kind": "LinkedField",
                "name": "pendingChanges",
                "plural": false,
                "selections": [
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v17/*:: as any*/)
                    ],
                    "type": "EducationalOfferContent",
                    "abstractKey": "__isEducationalOfferContent"
                  }
                ],
                "storageKey": null
              },
              (v7/*:: as any*/),
              (v9/*:: as any*/),
              (v11/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publicationDate",
                "storageKey": null
              },
              (v14/*:: as any*/),
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
                    "name": "status",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasPendingChanges",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "changesRejectedAt",
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
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reasonLabel",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  (v8/*:: as any*/),
                  (v10/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "type": "EducationalOfferContent",
                "abstractKey": "__isEducationalOfferContent"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7e757385eabfacab90dfe7fac1a8b958993405ca329bad5724b7d252a36a5977",
    "metadata": {},
    "name": "useUpdateEducationalOfferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9fda8beaa62ab7287f92b9312c78ce12";

export default node;
