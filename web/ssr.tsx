// The home page rendered on the server (built by `vite build --ssr` into WEB_DIST/.ssr, used by
// server/webClient.ts): the app's own Layout and HomeScreen for /app/, with the visitor's data, so
// the page is complete as HTML and CSS before any of the client's JavaScript arrives. The Relay
// network runs the persisted documents in the server's process for the request's viewer (the
// `execute` the server passes); the records it fetched go into the page, and the client app
// (web/main.tsx) starts from them, hydrating the same markup without fetching again.
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { matchRoutes, StaticRouter } from "react-router";
import { RelayEnvironmentProvider } from "react-relay";
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type Variables } from "relay-runtime";
import { AppRoutes } from "./components/AppRoutes.tsx";
import { ServerMathContext } from "./components/MathHtml.tsx";
import type { RouteHandle } from "./components/RouteTitle.tsx";
import { documentTitle } from "./components/useDocumentTitle.ts";
import { routes } from "./routes.tsx";
import { typesetHtml } from "./serverMath.ts";

/** Runs a persisted document (by its id) for the request's viewer; the server's GraphQL result. */
export type Execute = (documentId: string, variables: Variables) => Promise<GraphQLResponse>;

export type RenderedPage = {
  /** The markup that goes inside #root. */
  html: string;
  /** The Relay store's records after rendering (what the client starts from). */
  records: Record<string, unknown>;
  /** The document title of the route. */
  title: string;
  /** Whether the markup has typeset math (the page then needs KaTeX's style sheet). */
  math: boolean;
};

/** The pages this build renders: the home page only (every other route stays client-rendered). */
export const SERVER_RENDERED_PATHS = ["/"];

/** Renders the app at `path` (inside /app); rejects if any part of it fails. */
export async function renderPage(path: string, execute: Execute, signal?: AbortSignal): Promise<RenderedPage> {
  const environment = new Environment({
    network: Network.create(async (params, variables) => {
      if (!params.id) throw new Error(`${params.name} has no persisted id`);
      const result = await execute(params.id, variables);
      // A failed query fails the render: the server then sends the plain client page instead.
      if (result && "errors" in result && Array.isArray(result.errors) && result.errors.length > 0 && !("data" in result && result.data)) {
        throw new Error(`${params.name}: ${String((result.errors[0] as { message?: unknown }).message)}`);
      }
      return result;
    }),
    store: new Store(new RecordSource()),
    // No temporary retains with their five-minute timers: this environment lives for one request.
    isServer: true,
  });
  let math = false;
  const typeset = (html: string) => {
    const done = typesetHtml(html);
    math ||= done.math;
    return done.html;
  };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerMathContext.Provider value={typeset}>
        <RelayEnvironmentProvider environment={environment}>
          <StaticRouter basename="/app" location={`/app${path}`}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </RelayEnvironmentProvider>
      </ServerMathContext.Provider>
    </StrictMode>,
    // Every boundary inline, in place: React would otherwise move a large one to the end of the
    // page with an inline script to put it back, which the page's content security policy refuses.
    { signal, onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const decoder = new TextDecoder();
  let html = "";
  for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  // An error inside a Suspense boundary leaves that part to the browser: not a complete page.
  if (errors.length > 0) throw errors[0];
  if (html.includes("<script")) throw new Error("The rendered page has a script of React's, which the page's policy would refuse");
  const handle = (matchRoutes(routes, path)?.at(-1)?.route.handle as RouteHandle | undefined) ?? {};
  return {
    html,
    records: environment.getStore().getSource().toJSON() as Record<string, unknown>,
    title: documentTitle(handle.title ?? "Boxed"),
    math,
  };
}
