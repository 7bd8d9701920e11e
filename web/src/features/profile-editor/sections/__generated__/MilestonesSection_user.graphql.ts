/**
 * @generated SignedSource<<04134650df62adfe7e92f36cc3407e8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MilestonesSection_user$data = {
  readonly milestones: ReadonlyArray<{
    readonly date: string;
    readonly description: string;
    readonly entity: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "MilestonesSection_user";
};
export type MilestonesSection_user$key = {
  readonly " $data"?: MilestonesSection_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"MilestonesSection_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MilestonesSection_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Milestone",
      "kind": "LinkedField",
      "name": "milestones",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
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
          "name": "entity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7eda225f7302ff4003774c24706617d6";

export default node;
