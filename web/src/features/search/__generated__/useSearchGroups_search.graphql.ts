/**
 * @generated SignedSource<<d688838b310c5862d12c9110d9bf44b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSearchGroups_search$data = {
  readonly educationalOffers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly internalID: string;
        readonly " $fragmentSpreads": FragmentRefs<"EducationalOfferResult_educationalOffer">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly jobOffers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly internalID: string;
        readonly " $fragmentSpreads": FragmentRefs<"JobOfferResult_jobOffer">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly posts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly internalID: string;
        readonly " $fragmentSpreads": FragmentRefs<"PostResult_post">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly users: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly username: string;
        readonly " $fragmentSpreads": FragmentRefs<"UserResult_user">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "useSearchGroups_search";
};
export type useSearchGroups_search$key = {
  readonly " $data"?: useSearchGroups_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"useSearchGroups_search">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "educationalOffers"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "jobOffers"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "posts"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "users"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "useSearchGroups_search",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "users"
        }
      ],
      "concreteType": "UserSearchConnection",
      "kind": "LinkedField",
      "name": "users",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "UserSearchEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "username",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "UserResult_user"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "posts"
        }
      ],
      "concreteType": "PostSearchConnection",
      "kind": "LinkedField",
      "name": "posts",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PostSearchEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Post",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PostResult_post"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "jobOffers"
        }
      ],
      "concreteType": "JobOfferSearchConnection",
      "kind": "LinkedField",
      "name": "jobOffers",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "JobOfferSearchEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "JobOffer",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "JobOfferResult_jobOffer"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "educationalOffers"
        }
      ],
      "concreteType": "EducationalOfferSearchConnection",
      "kind": "LinkedField",
      "name": "educationalOffers",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "EducationalOfferSearchEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "EducationalOffer",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "EducationalOfferResult_educationalOffer"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SearchResults",
  "abstractKey": null
};
})();

(node as any).hash = "4639f53d40b3604cf936388a334abe99";

export default node;
