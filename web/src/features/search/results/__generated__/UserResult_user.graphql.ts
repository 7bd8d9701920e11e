/**
 * @generated SignedSource<<de7e1fb2d0b5d335e192ee65d55b14fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserResult_user$data = {
  readonly city: string | null | undefined;
  readonly displayName: string;
  readonly professionalTitle: string | null | undefined;
  readonly profilePicture: string | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "UserResult_user";
};
export type UserResult_user$key = {
  readonly " $data"?: UserResult_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserResult_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserResult_user",
  "selections": [
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
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profilePicture",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "bfdd1ef5b2ee3da075f0d91c804a7b80";

export default node;
