/**
 * @generated SignedSource<<2cd5909e50675dc0c9de1a8a902ec255>>
 * @relayHash 538b520515cfa094445bc8119918c964
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1f31f3ba96603e7e090f3abf9cee67f068d258d6c8fc12f81bbe432905377dc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferCardTestQuery$variables = Record<PropertyKey, never>;
export type OfferCardTestQuery$data = {
  readonly jobOffer: {
    readonly " $fragmentSpreads": FragmentRefs<"OfferCard_offer">;
  } | null | undefined;
};
export type OfferCardTestQuery = {
  response: OfferCardTestQuery$data;
  variables: OfferCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "internalID",
    "value": "o1"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OfferCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "JobOffer",
        "kind": "LinkedField",
        "name": "jobOffer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OfferCard_offer"
          }
        ],
        "storageKey": "jobOffer(internalID:\"o1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OfferCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "JobOffer",
        "kind": "LinkedField",
        "name": "jobOffer",
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
            "name": "position",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyLogo",
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
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SalaryRange",
            "kind": "LinkedField",
            "name": "salary",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "min",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "max",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "period",
                "storageKey": null
              }
            ],
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
        "storageKey": "jobOffer(internalID:\"o1\")"
      }
    ]
  },
  "params": {
    "id": "f1f31f3ba96603e7e090f3abf9cee67f068d258d6c8fc12f81bbe432905377dc",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "jobOffer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JobOffer"
        },
        "jobOffer.city": (v1/*:: as any*/),
        "jobOffer.companyLogo": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "jobOffer.companyName": (v1/*:: as any*/),
        "jobOffer.description": (v1/*:: as any*/),
        "jobOffer.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "jobOffer.internalID": (v1/*:: as any*/),
        "jobOffer.jobType": {
          "enumValues": [
            "FULL_TIME",
            "PART_TIME",
            "INTERNSHIP"
          ],
          "nullable": false,
          "plural": false,
          "type": "JobType"
        },
        "jobOffer.locationType": {
          "enumValues": [
            "ON_SITE",
            "REMOTE",
            "HYBRID"
          ],
          "nullable": false,
          "plural": false,
          "type": "LocationType"
        },
        "jobOffer.position": (v1/*:: as any*/),
        "jobOffer.publicationDate": (v1/*:: as any*/),
        "jobOffer.salary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SalaryRange"
        },
        "jobOffer.salary.currency": {
          "enumValues": [
            "EUR",
            "USD",
            "GBP",
            "CHF"
          ],
          "nullable": false,
          "plural": false,
          "type": "SalaryCurrency"
        },
        "jobOffer.salary.max": (v2/*:: as any*/),
        "jobOffer.salary.min": (v2/*:: as any*/),
        "jobOffer.salary.period": {
          "enumValues": [
            "YEAR",
            "MONTH",
            "HOUR"
          ],
          "nullable": false,
          "plural": false,
          "type": "SalaryPeriod"
        }
      }
    },
    "name": "OfferCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f4436a6a7c2b826fd297dc939a8c0936";

export default node;
