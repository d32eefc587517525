// GraphQL Code Generator: the /api adapters' documents (server/rest/*.graphql) become typed
// documents, so each mapper gets its result type from the schema and a schema change that
// breaks an adapter breaks the build. `npm run codegen` writes; `npm run check` fails when stale.
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: "server/rest/*.graphql",
  generates: {
    "server/rest/__generated__/graphql.ts": {
      plugins: ["typescript-operations", "typed-document-node"],
      config: {
        // Node strips types at run time: only erasable syntax (no enums), type-only imports.
        enumType: "string-literal",
        useTypeImports: true,
        documentMode: "string",
        scalars: { DateTime: "string" },
      },
    },
  },
};

export default config;
