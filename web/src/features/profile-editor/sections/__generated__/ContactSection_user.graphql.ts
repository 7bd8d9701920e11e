/**
 * @generated SignedSource<<201d19277e8c18798305d4bb8c1a1941>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactSection_user$data = {
  readonly offersInternships: boolean;
  readonly social: {
    readonly contactEmail: string | null | undefined;
  };
  readonly website: string | null | undefined;
  readonly " $fragmentType": "ContactSection_user";
};
export type ContactSection_user$key = {
  readonly " $data"?: ContactSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactSection_user",
  "selections": [
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a092df34f26b81abc2778ab38837baa4";

export default node;
