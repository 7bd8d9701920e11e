/**
 * @generated SignedSource<<1ea630bd897f08c5ef3afc1dadcab962>>
 * @relayHash 6321f2580c685db10d982e20fad24c01
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 89f549272df8015444d55b91fd1a63fbd3d770fefab642f49c90f9fd2d444474

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobOfferStatus = "ACCEPTED" | "CANCELLED" | "PENDING" | "REJECTED" | "%future added value";
export type JobType = "FULL_TIME" | "INTERNSHIP" | "PART_TIME" | "%future added value";
export type LocationType = "HYBRID" | "ON_SITE" | "REMOTE" | "%future added value";
export type ResponseType = "BOOLEAN" | "NUMBER" | "TEXT" | "URL" | "%future added value";
export type SalaryCurrency = "CHF" | "EUR" | "GBP" | "USD" | "%future added value";
export type SalaryPeriod = "HOUR" | "MONTH" | "YEAR" | "%future added value";
export type CreateJobOfferInput = {
  offer: JobOfferInput;
};
export type JobOfferInput = {
  city?: string | null | undefined;
  companyDescription?: string | null | undefined;
  companyName?: string | null | undefined;
  contactName?: string | null | undefined;
  country?: string | null | undefined;
  description?: string | null | undefined;
  descriptionEmployer?: string | null | undefined;
  duration?: string | null | undefined;
  experience?: string | null | undefined;
  experienceYears?: number | null | undefined;
  expirationDate?: string | null | undefined;
  externalLink?: string | null | undefined;
  extraQuestions?: ReadonlyArray<JobOfferQuestionInput> | null | undefined;
  functions?: string | null | undefined;
  hardSkills?: ReadonlyArray<string> | null | undefined;
  isExternal?: boolean | null | undefined;
  isUrgent?: boolean | null | undefined;
  jobType?: JobType | null | undefined;
  locationType?: LocationType | null | undefined;
  logo?: null | null | undefined;
  offered?: string | null | undefined;
  position?: string | null | undefined;
  requiredProfile?: string | null | undefined;
  salary?: SalaryRangeInput | null | undefined;
  softSkills?: ReadonlyArray<string> | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
  website?: string | null | undefined;
};
export type SalaryRangeInput = {
  currency?: SalaryCurrency | null | undefined;
  max?: number | null | undefined;
  min?: number | null | undefined;
  period?: SalaryPeriod | null | undefined;
};
export type JobOfferQuestionInput = {
  question: string;
  responseType: ResponseType;
};
export type useCreateJobOfferMutation$variables = {
  input: CreateJobOfferInput;
};
export type useCreateJobOfferMutation$data = {
  readonly createJobOffer: {
    readonly message: string | null | undefined;
    readonly offer: {
      readonly id: string;
      readonly internalID: string;
      readonly jobType: JobType;
      readonly status: JobOfferStatus;
      readonly " $fragmentSpreads": FragmentRefs<"EditJobOfferForm_offer" | "ManagedOfferCard_offer">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly " $fragmentSpreads": FragmentRefs<"CompanyOffers_everyCount">;
    } | null | undefined;
  };
};
export type useCreateJobOfferMutation = {
  response: useCreateJobOfferMutation$data;
  variables: useCreateJobOfferMutation$variables;
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
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "jobType",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
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
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v9 = {
  "kind": "Literal",
  "name": "internshipsOnly",
  "value": false
},
v10 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "ACCEPTED"
  ]
},
v11 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v12 = {
  "kind": "Literal",
  "name": "internshipsOnly",
  "value": true
},
v13 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "PENDING"
  ]
},
v14 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "CANCELLED",
    "REJECTED"
  ]
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateJobOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobOfferPayload",
        "kind": "LinkedField",
        "name": "createJobOffer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "JobOffer",
            "kind": "LinkedField",
            "name": "offer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "EditJobOfferForm_offer"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ManagedOfferCard_offer"
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CompanyOffers_everyCount"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
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
    "name": "useCreateJobOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobOfferPayload",
        "kind": "LinkedField",
        "name": "createJobOffer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "JobOffer",
            "kind": "LinkedField",
            "name": "offer",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
                "kind": "ScalarField",
                "name": "applicationsCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reviewedApplicationsCount",
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
                "name": "city",
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
                "kind": "InlineFragment",
                "selections": [
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
              {
                "alias": "active",
                "args": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"ACCEPTED\"])"
              },
              {
                "alias": "activeInternships",
                "args": [
                  (v8/*:: as any*/),
                  (v12/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"ACCEPTED\"])"
              },
              {
                "alias": "pending",
                "args": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"PENDING\"])"
              },
              {
                "alias": "pendingInternships",
                "args": [
                  (v8/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"PENDING\"])"
              },
              {
                "alias": "inactive",
                "args": [
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"CANCELLED\",\"REJECTED\"])"
              },
              {
                "alias": "inactiveInternships",
                "args": [
                  (v8/*:: as any*/),
                  (v12/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v11/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"CANCELLED\",\"REJECTED\"])"
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "89f549272df8015444d55b91fd1a63fbd3d770fefab642f49c90f9fd2d444474",
    "metadata": {},
    "name": "useCreateJobOfferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "022e0dc74b2da51dd3cc6b3c12c23b78";

export default node;
