/**
 * @generated SignedSource<<262b7304bb6c6348e0661c1fa57ae685>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProfessionalType = "AGENCY" | "BRAND" | "COMPANY" | "INSTITUTION" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileView_user$data = {
  readonly displayName: string;
  readonly id: string;
  readonly isViewer: boolean;
  readonly moderation: {
    readonly " $fragmentSpreads": FragmentRefs<"HiddenNotice_notice">;
  } | null | undefined;
  readonly professionalType: ProfessionalType | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AboutPanel_user" | "PortfolioPanel_user" | "ProfileSidebar_user">;
  readonly " $fragmentType": "ProfileView_user";
};
export type ProfileView_user$key = {
  readonly " $data"?: ProfileView_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileView_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileView_user",
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
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "professionalType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileSidebar_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PortfolioPanel_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AboutPanel_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3cf591e1c2b878ab3b17830fb2af96d1";

export default node;
