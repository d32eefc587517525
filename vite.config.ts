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
    proxy: {
      "/graphql": `http://localhost:${serverPort}`,
      "/api": `http://localhost:${serverPort}`,
    },
  },
});
