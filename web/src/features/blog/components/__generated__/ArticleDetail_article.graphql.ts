/**
 * @generated SignedSource<<000ce5137af4deff72e9515f9fb6f24b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArticleCategory = "DESIGNERS" | "EDUCATION" | "EVENTS" | "FASHION" | "INDUSTRY" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ArticleDetail_article$data = {
  readonly additionalImages: ReadonlyArray<string>;
  readonly author: string | null | undefined;
  readonly category: ArticleCategory;
  readonly content: string;
  readonly excerpt: string | null | undefined;
  readonly image: string | null | undefined;
  readonly publishedDate: string;
  readonly tags: ReadonlyArray<string>;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"RelatedArticles_article">;
  readonly " $fragmentType": "ArticleDetail_article";
};
export type ArticleDetail_article$key = {
  readonly " $data"?: ArticleDetail_article$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArticleDetail_article">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ArticleDetail_article",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "excerpt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "author",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "category",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishedDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "additionalImages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RelatedArticles_article"
    }
  ],
  "type": "Article",
  "abstractKey": null
};

(node as any).hash = "a151ab920a9b5593d775f3901d89b469";

export default node;
