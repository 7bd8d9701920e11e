/**
 * @generated SignedSource<<dc4bbed234c84d1d8be322ba54b21077>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ModerationPageQuery$variables = Record<PropertyKey, never>;
export type ModerationPageQuery$data = {
  readonly moderationQueue: {
    readonly " $fragmentSpreads": FragmentRefs<"PendingEducationalOffers_queue" | "PendingJobOffers_queue" | "UnverifiedProfessionals_queue">;
  } | null | undefined;
};
export type ModerationPageQuery = {
  response: ModerationPageQuery$data;
  variables: ModerationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
  (v2/*:: as any*/)
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "city",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v9 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jobType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationType",
      "storageKey": null
    },
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requiredProfile",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expirationDate",
      "storageKey": null
    }
  ],
  "type": "JobOfferContent",
  "abstractKey": "__isJobOfferContent"
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v12 = {
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
},
v13 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v14 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ModerationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ModerationQueue",
        "kind": "LinkedField",
        "name": "moderationQueue",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PendingJobOffers_queue"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PendingEducationalOffers_queue"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UnverifiedProfessionals_queue"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ModerationPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ModerationQueue",
        "kind": "LinkedField",
        "name": "moderationQueue",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "JobOfferConnection",
            "kind": "LinkedField",
            "name": "pendingJobOffers",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "JobOfferEdge",
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
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "revision",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "createdAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "publisher",
                        "plural": false,
                        "selections": (v4/*:: as any*/),
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "JobOfferChanges",
                        "kind": "LinkedField",
                        "name": "pendingChanges",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "submittedAt",
                            "storageKey": null
                          },
                          (v9/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": "pendingJobOffers(first:20)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "PendingJobOffers_pendingJobOffers",
            "kind": "LinkedHandle",
            "name": "pendingJobOffers"
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "EducationalOfferConnection",
            "kind": "LinkedField",
            "name": "pendingEducationalOffers",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "EducationalOfferEdge",
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
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "programName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "institutionName",
                        "storageKey": null
                      },
                      (v8/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "modality",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "publicationDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "User",
                        "kind": "LinkedField",
                        "name": "institution",
                        "plural": false,
                        "selections": (v4/*:: as any*/),
                        "storageKey": null
                      },
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": "pendingEducationalOffers(first:50)"
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "PendingEducationalOffers_pendingEducationalOffers",
            "kind": "LinkedHandle",
            "name": "pendingEducationalOffers"
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "concreteType": "UnverifiedProfessionalConnection",
            "kind": "LinkedField",
            "name": "unverifiedProfessionals",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "UnverifiedProfessionalEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      },
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "professionalType",
                        "storageKey": null
                      },
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "bio",
                        "storageKey": null
                      },
                      (v10/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": "unverifiedProfessionals(first:50)"
          },
          {
            "alias": null,
            "args": (v14/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "UnverifiedProfessionals_unverifiedProfessionals",
            "kind": "LinkedHandle",
            "name": "unverifiedProfessionals"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7d70d43298d1b0388b88fe6a63145e7c",
    "id": null,
    "metadata": {},
    "name": "ModerationPageQuery",
    "operationKind": "query",
    "text": "query ModerationPageQuery {\n  moderationQueue {\n    ...PendingJobOffers_queue\n    ...PendingEducationalOffers_queue\n    ...UnverifiedProfessionals_queue\n  }\n}\n\nfragment PendingEducationalOffers_queue on ModerationQueue {\n  pendingEducationalOffers(first: 50) {\n    totalCount\n    edges {\n      node {\n        id\n        programName\n        institutionName\n        description\n        city\n        country\n        modality\n        publicationDate\n        institution {\n          username\n          id\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment PendingJobOffers_content on JobOfferContent {\n  __isJobOfferContent: __typename\n  position\n  companyName\n  city\n  country\n  jobType\n  locationType\n  description\n  requiredProfile\n  expirationDate\n}\n\nfragment PendingJobOffers_queue on ModerationQueue {\n  pendingJobOffers(first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        revision\n        createdAt\n        publisher {\n          username\n          id\n        }\n        ...PendingJobOffers_content\n        pendingChanges {\n          submittedAt\n          ...PendingJobOffers_content\n        }\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment UnverifiedProfessionals_queue on ModerationQueue {\n  unverifiedProfessionals(first: 50) {\n    totalCount\n    edges {\n      email\n      node {\n        id\n        username\n        displayName\n        companyName\n        professionalType\n        city\n        country\n        bio\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6408a743501b0af704d1bdd0ca08a450";

export default node;
