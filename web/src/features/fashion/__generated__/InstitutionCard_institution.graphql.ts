/**
 * @generated SignedSource<<d85583150f8bb88c389c42b8c840d666>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CenterType = "PRIVATE" | "PUBLIC" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InstitutionCard_institution$data = {
  readonly centerType: CenterType;
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly logoUrl: string | null | undefined;
  readonly name: string;
  readonly professionalTitle: string | null | undefined;
  readonly tags: ReadonlyArray<string>;
  readonly user: {
    readonly username: string;
  } | null | undefined;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "InstitutionCard_institution";
};
export type InstitutionCard_institution$key = {
  readonly " $data"?: InstitutionCard_institution$data;
  readonly " $fragmentSpreads": FragmentRefs<"InstitutionCard_institution">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InstitutionCard_institution",
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
      "name": "logoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "professionalTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "centerType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
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
  "type": "Institution",
  "abstractKey": null
};

(node as any).hash = "93c33446b5bf1c7b6a44a4db95dd4b1e";

export default node;
