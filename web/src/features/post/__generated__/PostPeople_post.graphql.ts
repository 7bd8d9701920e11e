/**
 * @generated SignedSource<<b16a775e6edc2a897cd8d6b04231daf1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostPeople_post$data = {
  readonly peopleTags: ReadonlyArray<{
    readonly name: string;
    readonly role: string | null | undefined;
    readonly user: {
      readonly username: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "PostPeople_post";
};
export type PostPeople_post$key = {
  readonly " $data"?: PostPeople_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostPeople_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostPeople_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PersonTag",
      "kind": "LinkedField",
      "name": "peopleTags",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "username",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "66125718c00f3f960961c2f08a25d054";

export default node;
