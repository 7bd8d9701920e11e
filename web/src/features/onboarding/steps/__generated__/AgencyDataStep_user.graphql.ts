/**
 * @generated SignedSource<<b2664fb762a98016b16e2519588f884f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgencyDataStep_user$data = {
  readonly agencyServices: string | null | undefined;
  readonly companyName: string | null | undefined;
  readonly showNameCompany: boolean | null | undefined;
  readonly " $fragmentType": "AgencyDataStep_user";
};
export type AgencyDataStep_user$key = {
  readonly " $data"?: AgencyDataStep_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgencyDataStep_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgencyDataStep_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "agencyServices",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "showNameCompany",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e3de8af47a21febf9883a170c3a30490";

export default node;
