/**
 * @generated SignedSource<<87243671de66e52849d30346fd289937>>
 * @relayHash 458c10cbf02f8107776b4f17c3ae2a99
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1227a1ada9c55b68a29eaea0f0835676a3a74958dd5f4a31f04318bcf4a9d4d2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreativeType = "DESIGNER" | "GRADUATE" | "OTHER" | "STUDENT" | "STYLIST" | "%future added value";
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
export type Role = "CREATIVE" | "PROFESSIONAL" | "%future added value";
export type UpdateProfileInput = {
  agencyServices?: string | null | undefined;
  bio?: string | null | undefined;
  city?: string | null | undefined;
  companyName?: string | null | undefined;
  companyTags?: ReadonlyArray<string> | null | undefined;
  contract?: ContractPreferencesInput | null | undefined;
  country?: string | null | undefined;
  creativeOther?: string | null | undefined;
  creativeType?: CreativeType | null | undefined;
  dateOfBirth?: string | null | undefined;
  education?: ReadonlyArray<EducationEntryInput> | null | undefined;
  experience?: ReadonlyArray<ExperienceEntryInput> | null | undefined;
  formationType?: string | null | undefined;
  foundingYear?: string | null | undefined;
  fullName?: string | null | undefined;
  institution?: string | null | undefined;
  languages?: ReadonlyArray<string> | null | undefined;
  milestones?: ReadonlyArray<MilestoneInput> | null | undefined;
  offersInternships?: boolean | null | undefined;
  productServiceType?: string | null | undefined;
  professionalTags?: ReadonlyArray<string> | null | undefined;
  professionalTitle?: string | null | undefined;
  professionalType?: ProfessionalType | null | undefined;
  profileCompleted?: boolean | null | undefined;
  referralSource?: string | null | undefined;
  role?: Role | null | undefined;
  showNameCompany?: boolean | null | undefined;
  skills?: ReadonlyArray<string> | null | undefined;
  social?: SocialLinksInput | null | undefined;
  software?: ReadonlyArray<string> | null | undefined;
  summary?: string | null | undefined;
  website?: string | null | undefined;
  workplace?: WorkplacePreferencesInput | null | undefined;
};
export type EducationEntryInput = {
  currentlyEnrolled?: boolean | null | undefined;
  endMonth?: number | null | undefined;
  endYear?: number | null | undefined;
  formationName?: string | null | undefined;
  institution?: string | null | undefined;
  institutionLogo?: string | null | undefined;
  location?: string | null | undefined;
  otherInstitution?: string | null | undefined;
  startMonth?: number | null | undefined;
  startYear?: number | null | undefined;
};
export type ExperienceEntryInput = {
  company?: string | null | undefined;
  companyLogo?: string | null | undefined;
  currentlyWorking?: boolean | null | undefined;
  description?: string | null | undefined;
  endMonth?: number | null | undefined;
  endYear?: number | null | undefined;
  location?: string | null | undefined;
  startMonth?: number | null | undefined;
  startYear?: number | null | undefined;
  title?: string | null | undefined;
};
export type ContractPreferencesInput = {
  fullTime?: boolean | null | undefined;
  internship?: boolean | null | undefined;
  partTime?: boolean | null | undefined;
};
export type WorkplacePreferencesInput = {
  hybrid?: boolean | null | undefined;
  onSite?: boolean | null | undefined;
  remote?: boolean | null | undefined;
};
export type SocialLinksInput = {
  behance?: string | null | undefined;
  contactEmail?: string | null | undefined;
  instagram?: string | null | undefined;
  linkedin?: string | null | undefined;
  pinterest?: string | null | undefined;
  tumblr?: string | null | undefined;
  website?: string | null | undefined;
  youtube?: string | null | undefined;
};
export type MilestoneInput = {
  date: string;
  description: string;
  entity: string;
  name: string;
};
export type useUpdateProfileMutation$variables = {
  input: UpdateProfileInput;
};
export type useUpdateProfileMutation$data = {
  readonly updateProfile: {
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"wizardProgress_user">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useUpdateProfileMutation = {
  response: useUpdateProfileMutation$data;
  variables: useUpdateProfileMutation$variables;
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
  "name": "role",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "creativeType",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "professionalType",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dateOfBirth",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
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
  "name": "profilePicture",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "referralSource",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "formationType",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "institution",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "creativeOther",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "foundingYear",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "productServiceType",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "agencyServices",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profileCompleted",
  "storageKey": null
},
v20 = {
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
      "name": "message",
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
    "name": "useUpdateProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateProfilePayload",
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "kind": "InlineDataFragmentSpread",
                "name": "wizardProgress_user",
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  (v19/*:: as any*/)
                ],
                "args": null,
                "argumentDefinitions": []
              }
            ],
            "storageKey": null
          },
          (v20/*:: as any*/)
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
    "name": "useUpdateProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UpdateProfilePayload",
        "kind": "LinkedField",
        "name": "updateProfile",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/)
            ],
            "storageKey": null
          },
          (v20/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1227a1ada9c55b68a29eaea0f0835676a3a74958dd5f4a31f04318bcf4a9d4d2",
    "metadata": {},
    "name": "useUpdateProfileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8317f5ea296cb9dc1301d901b307f004";

export default node;
