/**
 * @generated SignedSource<<83fe3752a110171512cccbd065eded17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileEditor_user$data = {
  readonly professionalType: ProfessionalType | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"BasicInfoSection_user" | "BioSection_user" | "CompanyTagsSection_user" | "ContactSection_user" | "EducationSection_user" | "ExperienceSection_user" | "FilesSection_user" | "LanguagesSection_user" | "LookingForSection_user" | "MilestonesSection_user" | "SkillsSection_user" | "SocialSection_user" | "SoftwareSection_user" | "SummarySection_user" | "TitleSection_user">;
  readonly " $fragmentType": "ProfileEditor_user";
};
export type ProfileEditor_user$key = {
  readonly " $data"?: ProfileEditor_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileEditor_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileEditor_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "professionalType",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BasicInfoSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BioSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TitleSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SummarySection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EducationSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExperienceSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SkillsSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SoftwareSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LookingForSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LanguagesSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContactSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SocialSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FilesSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MilestonesSection_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompanyTagsSection_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a3ac4ed55af5792bef349781b8d8d50b";

export default node;
