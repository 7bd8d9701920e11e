/**
 * @generated SignedSource<<247090d7e81faeb61d590b108970b065>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RelatedArticles_article$data = {
  readonly relatedArticles: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ArticleCard_article">;
  }>;
  readonly " $fragmentType": "RelatedArticles_article";
};
export type RelatedArticles_article$key = {
  readonly " $data"?: RelatedArticles_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelatedArticles_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RelatedArticles_article",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "Article",
      "kind": "LinkedField",
      "name": "relatedArticles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ArticleCard_article"
        }
      ],
      "storageKey": "relatedArticles(first:3)"
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "c231ac4cb2fa90570de7cae164d41def";

export default node;
