/**
 * @generated SignedSource<<45f284d61272872c7719129cb38f6d85>>
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
    },
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bf17b0b6b1fac4b188e2d5169883ca5d";

export default node;
