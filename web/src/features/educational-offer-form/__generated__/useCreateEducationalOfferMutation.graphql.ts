/**
 * @generated SignedSource<<8634ad95331f0a3970a258f4c597388a>>
 * @relayHash 0d84309aadadb310c95f711feda935c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed2c7679b1a7bff1fd2048d5450264bb384d9dafd92672a2d91f329f4632c65e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DurationUnit = "MONTHS" | "YEARS" | "%future added value";
export type EducationType = "CERTIFICATION" | "COURSE" | "DEGREE" | "MASTER" | "OTHER" | "VOCATIONAL" | "WORKSHOP" | "%future added value";
export type Month = "APRIL" | "AUGUST" | "DECEMBER" | "FEBRUARY" | "JANUARY" | "JULY" | "JUNE" | "MARCH" | "MAY" | "NOVEMBER" | "OCTOBER" | "SEPTEMBER" | "%future added value";
export type ResponseType = "BOOLEAN" | "NUMBER" | "TEXT" | "URL" | "%future added value";
export type StudyCategory = "FASHION" | "GRAPHIC_DESIGN" | "PHOTOGRAPHY" | "%future added value";
export type StudyModality = "HYBRID" | "ONLINE" | "ON_SITE" | "%future added value";
export type CreateEducationalOfferInput = {
  offer: EducationalOfferInput;
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
export type useCreateEducationalOfferMutation$variables = {
  input: CreateEducationalOfferInput;
};
export type useCreateEducationalOfferMutation$data = {
  readonly createEducationalOffer: {
    readonly message: string | null | undefined;
    readonly offer: {
      readonly id: string;
      readonly internalID: string;
      readonly " $fragmentSpreads": FragmentRefs<"EditEducationalOfferForm_offer" | "EducationalOfferCard_offer">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"InstitutionOffers_count">;
    } | null | undefined;
  };
};
export type useCreateEducationalOfferMutation = {
  response: useCreateEducationalOfferMutation$data;
  variables: useCreateEducationalOfferMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
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
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
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
v7 = [
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
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateEducationalOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EducationalOfferPayload",
        "kind": "LinkedField",
        "name": "createEducationalOffer",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "EditEducationalOfferForm_offer"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EducationalOfferCard_offer"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InstitutionOffers_count"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "useCreateEducationalOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "EducationalOfferPayload",
        "kind": "LinkedField",
        "name": "createEducationalOffer",
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
                "kind": "ScalarField",
                "name": "programName",
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
                "name": "modality",
                "storageKey": null
              },
              (v6/*:: as any*/),
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
                    "name": "country",
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
                      (v6/*:: as any*/),
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
                        "selections": (v7/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DayOfMonth",
                        "kind": "LinkedField",
                        "name": "enrollmentEnd",
                        "plural": false,
                        "selections": (v7/*:: as any*/),
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
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": "offersCount",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 1
                  }
                ],
                "concreteType": "EducationalOfferConnection",
                "kind": "LinkedField",
                "name": "managedEducationalOffers",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalCount",
                    "storageKey": null
                  }
                ],
                "storageKey": "managedEducationalOffers(first:1)"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ed2c7679b1a7bff1fd2048d5450264bb384d9dafd92672a2d91f329f4632c65e",
    "metadata": {},
    "name": "useCreateEducationalOfferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d6a7146131beefe1f7c269fc23694a52";

export default node;
