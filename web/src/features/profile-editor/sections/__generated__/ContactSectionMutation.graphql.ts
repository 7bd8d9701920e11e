/**
 * @generated SignedSource<<91f5a7b76897e463af56703917f4d910>>
 * @relayHash 1c3cd094c9b57406629e2a5d6854db2f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 831ee60a92b19f1063d999f2991a020032e89e3d8a9d269c146b87b6e27909dc

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
export type ContactSectionMutation$variables = {
  input: UpdateProfileInput;
};
export type ContactSectionMutation$data = {
  readonly updateProfile: {
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ContactSection_user">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type ContactSectionMutation = {
  response: ContactSectionMutation$data;
  variables: ContactSectionMutation$variables;
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
    "name": "ContactSectionMutation",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContactSection_user"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
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
    "name": "ContactSectionMutation",
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
                "alias": null,
                "args": null,
                "concreteType": "SocialLinks",
                "kind": "LinkedField",
                "name": "social",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactEmail",
                    "storageKey": null
                  }
                ],
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
                "name": "offersInternships",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "831ee60a92b19f1063d999f2991a020032e89e3d8a9d269c146b87b6e27909dc",
    "metadata": {},
    "name": "ContactSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3f6faf0f43c28add139f3a9dca057985";

export default node;
