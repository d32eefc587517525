// relay-compiler require()s this file: in a "type": "module" package only named exports work.
export const src = "./web";
export const schema = "./schema.graphql";
export const language = "typescript";
export const artifactDirectory = "./web/__generated__";
export const eagerEsModules = true;
export const excludes = ["**/node_modules/**", "**/__generated__/**"];
// The web client sends only operation ids; the server looks the text up in this file.
export const persistConfig = { file: "./web/__generated__/persisted-queries.json", algorithm: "SHA256" };
