/**
 * @generated SignedSource<<f83c82fd8d76d6fe8e32f93d1e8d261b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreativesListPaginationQuery$variables = {
  city?: string | null | undefined;
  count?: number | null | undefined;
  country?: string | null | undefined;
  cursor?: string | null | undefined;
  graduationYear?: number | null | undefined;
  internshipsOnly?: boolean | null | undefined;
  school?: string | null | undefined;
  search?: string | null | undefined;
  skills?: ReadonlyArray<string> | null | undefined;
  software?: ReadonlyArray<string> | null | undefined;
};
export type CreativesListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CreativesList_query">;
};
export type CreativesListPaginationQuery = {
  response: CreativesListPaginationQuery$data;
  variables: CreativesListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "city"
  },
  {
    "defaultValue": 9,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "country"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "graduationYear"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "internshipsOnly"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "school"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "skills"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "software"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "city",
    "variableName": "city"
  },
  {
    "kind": "Variable",
    "name": "country",
    "variableName": "country"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  {
    "kind": "Variable",
    "name": "graduationYear",
    "variableName": "graduationYear"
  },
  {
    "kind": "Variable",
    "name": "internshipsOnly",
    "variableName": "internshipsOnly"
  },
  {
    "kind": "Variable",
    "name": "school",
    "variableName": "school"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "skills",
    "variableName": "skills"
  },
  {
    "kind": "Variable",
    "name": "software",
    "variableName": "software"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CreativesListPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          }
        ],
        "kind": "FragmentSpread",
        "name": "CreativesList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreativesListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreativeConnection",
        "kind": "LinkedField",
        "name": "creatives",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "countries",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CreativeCardEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CreativeCard",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
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
                        "name": "username",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fullName",
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
                        "name": "profilePicture",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Image",
                    "kind": "LinkedField",
                    "name": "background",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "width",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "height",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "srcSet",
                        "storageKey": null
                      }
                    ],
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
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
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
        "args": (v1/*:: as any*/),
        "filters": [
          "search",
          "country",
          "city",
          "school",
          "graduationYear",
          "skills",
          "software",
          "internshipsOnly"
        ],
        "handle": "connection",
        "key": "CreativesList_creatives",
        "kind": "LinkedHandle",
        "name": "creatives"
      }
    ]
  },
  "params": {
    "cacheID": "4d94fed4c859814abe00d7457a6d5400",
    "id": null,
    "metadata": {},
    "name": "CreativesListPaginationQuery",
    "operationKind": "query",
    "text": "query CreativesListPaginationQuery(\n  $city: String\n  $count: Int = 9\n  $country: String\n  $cursor: String\n  $graduationYear: Int\n  $internshipsOnly: Boolean\n  $school: String\n  $search: String\n  $skills: [String!]\n  $software: [String!]\n) {\n  ...CreativesList_query_1G22uz\n}\n\nfragment CreativeCard_card on CreativeCard {\n  user {\n    username\n    fullName\n    city\n    country\n    profilePicture\n    id\n  }\n  background {\n    url\n    width\n    height\n    srcSet\n  }\n  tags\n}\n\nfragment CreativesList_query_1G22uz on Query {\n  creatives(search: $search, country: $country, city: $city, school: $school, graduationYear: $graduationYear, skills: $skills, software: $software, internshipsOnly: $internshipsOnly, first: $count, after: $cursor) {\n    countries\n    edges {\n      node {\n        user {\n          id\n        }\n        background {\n          width\n          height\n        }\n        ...CreativeCard_card\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1ba33d25c4c7173ffb884f690c4636b8";

export default node;
