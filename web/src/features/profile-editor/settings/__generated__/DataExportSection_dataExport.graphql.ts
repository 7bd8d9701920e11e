/**
 * @generated SignedSource<<903053c3f1cf47db88e3f05573e9b96b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DataExportStatus = "FAILED" | "PENDING" | "READY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DataExportSection_dataExport$data = {
  readonly downloadUrl: string | null | undefined;
  readonly readyAt: string | null | undefined;
  readonly sizeBytes: number | null | undefined;
  readonly status: DataExportStatus;
  readonly " $fragmentType": "DataExportSection_dataExport";
};
export type DataExportSection_dataExport$key = {
  readonly " $data"?: DataExportSection_dataExport$data;
  readonly " $fragmentSpreads": FragmentRefs<"DataExportSection_dataExport">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DataExportSection_dataExport",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readyAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sizeBytes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    }
  ],
  "type": "DataExport",
  "abstractKey": null
};

(node as any).hash = "b0271a78e54a9f323e5361d00161a41c";

export default node;
