import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import relay from "vite-plugin-relay";
import { REPOSITORY_ROOT, SSR_DIR, webDistOf } from "./server/webDist.ts";
import { sourceStamp, writeStamp } from "./scripts/webBuild.ts";

const serverPort = process.env.PORT ?? "3000";
const outDir = webDistOf();

/**
 * After the client's build: a brotli and a gzip copy of every text asset (the server sends those
 * as they are, compressed once at the highest level instead of per request).
 */
function precompress(): Plugin {
  return {
    name: "boxed-precompress",
    apply: "build",
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter((file) => /\.(js|css|html|svg)$/.test(file));
      for (const file of files) {
        const content = readFileSync(join(outDir, file));
        if (content.length < 1024) continue;
        writeFileSync(join(outDir, `${file}.br`), brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(join(outDir, `${file}.gz`), gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** After the server-rendering build, the last step: the stamp of the sources this build came from (`npm start` skips building while it matches). */
function stamp(): Plugin {
  return {
    name: "boxed-stamp",
    apply: "build",
    closeBundle() {
      writeStamp(outDir, sourceStamp(REPOSITORY_ROOT));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: "web",
  base: "/app/",
  plugins: [react(), relay, isSsrBuild ? stamp() : precompress()],
  // The app uses Relay's hooks only: their entry point leaves out the legacy container API
  // (about 8 KB compressed) that react-relay's main entry always bundles.
  resolve: { alias: [{ find: /^react-relay$/, replacement: "react-relay/hooks" }] },
  build: isSsrBuild
    ? {
        // The home page's server renderer (`vite build --ssr ssr.tsx`: web/ssr.tsx), with React,
        // Relay and KaTeX inside it: the server loads it with no build tools installed.
        outDir: join(outDir, SSR_DIR),
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
      }
    : // No source maps: the shipped client is not published as source. The manifest tells the
      // server and the first-load tests what each route loads.
      { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
  ssr: { noExternal: true },
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  server: {
    port: 5173,
    // Everything outside the single-page app goes to the server.
    proxy: Object.fromEntries(
      ["/graphql", "/api", "/auth", "/logout", "/dev-idp", "/addToPrintout"].map((path) => [path, `http://localhost:${serverPort}`]),
    ),
  },
}));
