/**
 * @generated SignedSource<<b3242b202e3741cba876e2b3352d89ee>>
 * @relayHash 3c523963fd0542b635187f8e677dee96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0cdd7839bcbc94e66a8bfe8973b07d73afcfae216a85b3811967bde9424a9a5a

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
export type SocialSectionMutation$variables = {
  input: UpdateProfileInput;
};
export type SocialSectionMutation$data = {
  readonly updateProfile: {
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SocialSection_user">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type SocialSectionMutation = {
  response: SocialSectionMutation$data;
  variables: SocialSectionMutation$variables;
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
    "name": "SocialSectionMutation",
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
                "name": "SocialSection_user"
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
    "name": "SocialSectionMutation",
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
                    "name": "instagram",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "linkedin",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "behance",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tumblr",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "youtube",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pinterest",
                    "storageKey": null
                  }
                ],
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
    "id": "0cdd7839bcbc94e66a8bfe8973b07d73afcfae216a85b3811967bde9424a9a5a",
    "metadata": {},
    "name": "SocialSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "00391424712c64befd0696839e34b82d";

export default node;
