/**
 * @generated SignedSource<<9a92d469b02c0eb985823b63cc6cb640>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CandidatesPanel_offer$data = {
  readonly applications: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly status: ApplicationStatus;
        readonly " $fragmentSpreads": FragmentRefs<"CandidateCard_application">;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "CandidatesPanel_offer";
};
export type CandidatesPanel_offer$key = {
  readonly " $data"?: CandidatesPanel_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CandidatesPanel_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CandidatesPanel_offer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "ApplicationConnection",
      "kind": "LinkedField",
      "name": "applications",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ApplicationEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Application",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "status",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CandidateCard_application"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "applications(first:100)"
    }
  ],
  "type": "JobOffer",
  "abstractKey": null
};

(node as any).hash = "54ded5c971bf268724055e5c2bd2aaa8";

export default node;
