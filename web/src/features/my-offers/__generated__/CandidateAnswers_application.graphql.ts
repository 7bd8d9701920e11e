/**
 * @generated SignedSource<<df6b3f5099dc41b083821a1fa968b1e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResponseType = "BOOLEAN" | "NUMBER" | "TEXT" | "URL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CandidateAnswers_application$data = {
  readonly answers: ReadonlyArray<{
    readonly answer: string;
    readonly question: string;
    readonly responseType: ResponseType;
  }>;
  readonly " $fragmentType": "CandidateAnswers_application";
};
export type CandidateAnswers_application$key = {
  readonly " $data"?: CandidateAnswers_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"CandidateAnswers_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CandidateAnswers_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ApplicationAnswer",
      "kind": "LinkedField",
      "name": "answers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "responseType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Application",
  "abstractKey": null
};

(node as any).hash = "5ad2e3ac29e2b752f638817921912e05";

export default node;
