/**
 * @generated SignedSource<<f64b47024b04e143a2d209819d82323b>>
 * @relayHash 545ceb95da6183cbd05e81688651ffef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dceeeeab8238582ee6e1deb5e15ff7abc6d75a716c9792cb07df59fba9844f36

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
    "id": "dceeeeab8238582ee6e1deb5e15ff7abc6d75a716c9792cb07df59fba9844f36",
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
        "jobOffer.publicationDate": (v1/*:: as any*/)
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
