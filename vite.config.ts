import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import relay from "vite-plugin-relay";

const serverPort = process.env.PORT ?? "3000";

export default defineConfig({
  root: "web",
  base: "/app/",
  plugins: [react(), relay],
  build: { outDir: "../dist/web", emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    // Everything outside the single-page app goes to the server.
    proxy: Object.fromEntries(
      ["/graphql", "/api", "/auth", "/logout", "/dev-idp", "/addToPrintout"].map((path) => [path, `http://localhost:${serverPort}`]),
    ),
  },
});
