/**
 * @generated SignedSource<<c1e8f703f9e590992ebf159cf68b4074>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApplicationStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CandidateCard_application$data = {
  readonly applicant: {
    readonly city: string | null | undefined;
    readonly country: string | null | undefined;
    readonly displayName: string;
    readonly id: string;
    readonly professionalTitle: string | null | undefined;
    readonly profilePicture: string | null | undefined;
    readonly username: string;
    readonly " $fragmentSpreads": FragmentRefs<"CandidatePortfolio_user">;
  };
  readonly appliedAt: string;
  readonly id: string;
  readonly status: ApplicationStatus;
  readonly " $fragmentSpreads": FragmentRefs<"CandidateAnswers_application">;
  readonly " $fragmentType": "CandidateCard_application";
};
export type CandidateCard_application$key = {
  readonly " $data"?: CandidateCard_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"CandidateCard_application">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CandidateCard_application",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "appliedAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CandidateAnswers_application"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "applicant",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "displayName",
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
          "name": "professionalTitle",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CandidatePortfolio_user"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};
})();

(node as any).hash = "7ae5fb97b9097d16f4138c79febfb443";

export default node;
