/**
 * @generated SignedSource<<05787d96c35cb4f5233ee1f3fad3e437>>
 * @relayHash ff8f0a3065f582b6fd98e9d7869deebd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a8bd604b8be985c19f38939234b725178fc44341d4b83933b638951278c4f3a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileFileKind = "CV" | "PORTFOLIO" | "%future added value";
export type UploadProfileFileInput = {
  file: null;
  kind: ProfileFileKind;
};
export type FilesSectionUploadMutation$variables = {
  input: UploadProfileFileInput;
};
export type FilesSectionUploadMutation$data = {
  readonly uploadProfileFile: {
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FilesSection_user">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type FilesSectionUploadMutation = {
  response: FilesSectionUploadMutation$data;
  variables: FilesSectionUploadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
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
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
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
    "name": "fileName",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FilesSectionUploadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UploadProfileFilePayload",
        "kind": "LinkedField",
        "name": "uploadProfileFile",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FilesSection_user"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FilesSectionUploadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "UploadProfileFilePayload",
        "kind": "LinkedField",
        "name": "uploadProfileFile",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileFile",
                "kind": "LinkedField",
                "name": "cv",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ProfileFile",
                "kind": "LinkedField",
                "name": "portfolio",
                "plural": false,
                "selections": (v4/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7a8bd604b8be985c19f38939234b725178fc44341d4b83933b638951278c4f3a",
    "metadata": {},
    "name": "FilesSectionUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "77aaa8e0ab6b09cafc72e4471e6212b3";

export default node;
