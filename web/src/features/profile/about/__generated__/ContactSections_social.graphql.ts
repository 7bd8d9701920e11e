/**
 * @generated SignedSource<<68f719159341e78055dfbf2f7e3b10eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactSections_social$data = {
  readonly " $fragmentSpreads": FragmentRefs<"profileContact_social">;
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
      "kind": "InlineDataFragmentSpread",
      "name": "profileContact_social",
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
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "SocialLinks",
  "abstractKey": null
};

(node as any).hash = "5febc59d3fbfceb2fd1cf87ae43c158b";

export default node;
