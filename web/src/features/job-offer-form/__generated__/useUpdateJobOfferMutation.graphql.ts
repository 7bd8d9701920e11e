/**
 * @generated SignedSource<<b14341d2addc9d8d27ab39c981ac5ff1>>
 * @relayHash 11e7c65a12fc6b52411ab596c6169438
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b2737e0f19ccb4b005dba980afff750eff5248e3eed46c379d93c49eb514669

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type JobOfferStatus = "ACCEPTED" | "CANCELLED" | "PENDING" | "REJECTED" | "%future added value";
export type JobType = "FULL_TIME" | "INTERNSHIP" | "PART_TIME" | "%future added value";
export type LocationType = "HYBRID" | "ON_SITE" | "REMOTE" | "%future added value";
export type ResponseType = "BOOLEAN" | "NUMBER" | "TEXT" | "URL" | "%future added value";
export type SalaryCurrency = "CHF" | "EUR" | "GBP" | "USD" | "%future added value";
export type SalaryPeriod = "HOUR" | "MONTH" | "YEAR" | "%future added value";
export type UpdateJobOfferInput = {
  offer: JobOfferInput;
  offerId: string;
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
export type useUpdateJobOfferMutation$variables = {
  input: UpdateJobOfferInput;
};
export type useUpdateJobOfferMutation$data = {
  readonly updateJobOffer: {
    readonly message: string | null | undefined;
    readonly offer: {
      readonly id: string;
      readonly internalID: string;
      readonly jobType: JobType;
      readonly pendingChanges: {
        readonly " $fragmentSpreads": FragmentRefs<"EditJobOfferForm_offer">;
      } | null | undefined;
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
export type useUpdateJobOfferMutation = {
  response: useUpdateJobOfferMutation$data;
  variables: useUpdateJobOfferMutation$variables;
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
  "args": null,
  "kind": "FragmentSpread",
  "name": "EditJobOfferForm_offer"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v8 = {
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
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyLogo",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isUrgent",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locationType",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "duration",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "experienceYears",
  "storageKey": null
},
v18 = {
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
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "experience",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expirationDate",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "website",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contactName",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExternal",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "externalLink",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "descriptionEmployer",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "functions",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offered",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "requiredProfile",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hardSkills",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "softSkills",
  "storageKey": null
},
v32 = {
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
},
v33 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v34 = {
  "kind": "Literal",
  "name": "internshipsOnly",
  "value": false
},
v35 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "ACCEPTED"
  ]
},
v36 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
],
v37 = {
  "kind": "Literal",
  "name": "internshipsOnly",
  "value": true
},
v38 = {
  "kind": "Literal",
  "name": "statuses",
  "value": [
    "PENDING"
  ]
},
v39 = {
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
    "name": "useUpdateJobOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobOfferPayload",
        "kind": "LinkedField",
        "name": "updateJobOffer",
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
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "JobOfferChanges",
                "kind": "LinkedField",
                "name": "pendingChanges",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/)
                ],
                "storageKey": null
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
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
    "name": "useUpdateJobOfferMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "JobOfferPayload",
        "kind": "LinkedField",
        "name": "updateJobOffer",
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
                "concreteType": "JobOfferChanges",
                "kind": "LinkedField",
                "name": "pendingChanges",
                "plural": false,
                "selections": [
                  {
                    "kind": "InlineFragment",
                    "selections": [
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v5/*:: as any*/),
                      (v13/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v21/*:: as any*/),
                      (v22/*:: as any*/),
                      (v23/*:: as any*/),
                      (v24/*:: as any*/),
                      (v25/*:: as any*/),
                      (v26/*:: as any*/),
                      (v27/*:: as any*/),
                      (v28/*:: as any*/),
                      (v29/*:: as any*/),
                      (v30/*:: as any*/),
                      (v31/*:: as any*/),
                      (v32/*:: as any*/)
                    ],
                    "type": "JobOfferContent",
                    "abstractKey": "__isJobOfferContent"
                  }
                ],
                "storageKey": null
              },
              (v9/*:: as any*/),
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
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v14/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publicationDate",
                "storageKey": null
              },
              (v26/*:: as any*/),
              (v18/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v12/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v23/*:: as any*/),
                  (v24/*:: as any*/),
                  (v25/*:: as any*/),
                  (v27/*:: as any*/),
                  (v28/*:: as any*/),
                  (v29/*:: as any*/),
                  (v30/*:: as any*/),
                  (v31/*:: as any*/),
                  (v32/*:: as any*/)
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
                  (v33/*:: as any*/),
                  (v34/*:: as any*/),
                  (v35/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v36/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"ACCEPTED\"])"
              },
              {
                "alias": "activeInternships",
                "args": [
                  (v33/*:: as any*/),
                  (v37/*:: as any*/),
                  (v35/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v36/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"ACCEPTED\"])"
              },
              {
                "alias": "pending",
                "args": [
                  (v33/*:: as any*/),
                  (v34/*:: as any*/),
                  (v38/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v36/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"PENDING\"])"
              },
              {
                "alias": "pendingInternships",
                "args": [
                  (v33/*:: as any*/),
                  (v37/*:: as any*/),
                  (v38/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v36/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"PENDING\"])"
              },
              {
                "alias": "inactive",
                "args": [
                  (v33/*:: as any*/),
                  (v34/*:: as any*/),
                  (v39/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v36/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:false,statuses:[\"CANCELLED\",\"REJECTED\"])"
              },
              {
                "alias": "inactiveInternships",
                "args": [
                  (v33/*:: as any*/),
                  (v37/*:: as any*/),
                  (v39/*:: as any*/)
                ],
                "concreteType": "JobOfferConnection",
                "kind": "LinkedField",
                "name": "managedJobOffers",
                "plural": false,
                "selections": (v36/*:: as any*/),
                "storageKey": "managedJobOffers(first:1,internshipsOnly:true,statuses:[\"CANCELLED\",\"REJECTED\"])"
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8b2737e0f19ccb4b005dba980afff750eff5248e3eed46c379d93c49eb514669",
    "metadata": {},
    "name": "useUpdateJobOfferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3c062a4020b0ebe81a82ce6d00fae0f9";

export default node;
