/**
 * @generated SignedSource<<9d2e853a27e1199becddd6f56239e94a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LookingForSection_user$data = {
  readonly " $fragmentSpreads": FragmentRefs<"profileCv_lookingFor">;
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
      "kind": "InlineDataFragmentSpread",
      "name": "profileCv_lookingFor",
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
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "badab0f108f2107668509e09877192f7";

export default node;
