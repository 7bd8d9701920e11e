/**
 * @generated SignedSource<<b528d5e70aa664feb67358e8119974b1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LookingForSection_user$data = {
  readonly contract: {
    readonly fullTime: boolean;
    readonly internship: boolean;
    readonly partTime: boolean;
  };
  readonly workplace: {
    readonly hybrid: boolean;
    readonly onSite: boolean;
    readonly remote: boolean;
  };
  readonly " $fragmentType": "LookingForSection_user";
};
export type LookingForSection_user$key = {
  readonly " $data"?: LookingForSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"LookingForSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LookingForSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractPreferences",
      "kind": "LinkedField",
      "name": "contract",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internship",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "partTime",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkplacePreferences",
      "kind": "LinkedField",
      "name": "workplace",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "onSite",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "remote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hybrid",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4c6f9907ef71ca46b1b26fc48f7ce5f3";

export default node;
