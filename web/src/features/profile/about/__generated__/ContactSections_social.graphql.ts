/**
 * @generated SignedSource<<2d2f9e3bf90ea09745be3ff05a521739>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactSections_social$data = {
  readonly behance: string | null | undefined;
  readonly contactEmail: string | null | undefined;
  readonly instagram: string | null | undefined;
  readonly linkedin: string | null | undefined;
  readonly pinterest: string | null | undefined;
  readonly tumblr: string | null | undefined;
  readonly website: string | null | undefined;
  readonly youtube: string | null | undefined;
  readonly " $fragmentType": "ContactSections_social";
};
export type ContactSections_social$key = {
  readonly " $data"?: ContactSections_social$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactSections_social">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactSections_social",
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
  "type": "SocialLinks",
  "abstractKey": null
};

(node as any).hash = "c6fdfb764a1bcead12e0b49120375f14";

export default node;
