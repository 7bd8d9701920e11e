/**
 * @generated SignedSource<<f6147ef631a245eebed1d8e6526b9dfb>>
 * @relayHash 5f465bef872e166768414af527bcefde
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 379f098d68ca8615c20c74d041a1acf1b61e6aa91ab8fbbc48ffd7c936d55167

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CenterType = "PRIVATE" | "PUBLIC" | "%future added value";
export type EducationLevel = "CERTIFICATION" | "COURSE" | "DEGREE" | "DOCTORATE" | "MASTER" | "VOCATIONAL" | "%future added value";
export type StudyCategory = "FASHION" | "GRAPHIC_DESIGN" | "PHOTOGRAPHY" | "%future added value";
export type StudyModality = "HYBRID" | "ONLINE" | "ON_SITE" | "%future added value";
export type FashionPageQuery$variables = {
  category?: StudyCategory | null | undefined;
  centerType?: CenterType | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  educationLevel?: EducationLevel | null | undefined;
  modality?: StudyModality | null | undefined;
  search?: string | null | undefined;
};
export type FashionPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"InstitutionsList_query">;
};
export type FashionPageQuery = {
  response: FashionPageQuery$data;
  variables: FashionPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "centerType"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "city"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "country"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "educationLevel"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "modality"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v7 = [
  {
    "kind": "Variable",
    "name": "category",
    "variableName": "category"
  },
  {
    "kind": "Variable",
    "name": "centerType",
    "variableName": "centerType"
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
    "name": "educationLevel",
    "variableName": "educationLevel"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Variable",
    "name": "modality",
    "variableName": "modality"
  },
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FashionPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "InstitutionsList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v6/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FashionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "InstitutionConnection",
        "kind": "LinkedField",
        "name": "institutions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "InstitutionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Institution",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "internalID",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "logoUrl",
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
                    "name": "centerType",
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
                    "name": "website",
                    "storageKey": null
                  },
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
                        "name": "username",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "id",
                        "storageKey": null
                      }
                    ],
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
        "args": (v7/*:: as any*/),
        "filters": [
          "search",
          "country",
          "city",
          "centerType",
          "educationLevel",
          "modality",
          "category"
        ],
        "handle": "connection",
        "key": "InstitutionsList_institutions",
        "kind": "LinkedHandle",
        "name": "institutions"
      }
    ]
  },
  "params": {
    "id": "379f098d68ca8615c20c74d041a1acf1b61e6aa91ab8fbbc48ffd7c936d55167",
    "metadata": {},
    "name": "FashionPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dcc199e66b9fbb9cf8938d5ede1bef39";

export default node;
