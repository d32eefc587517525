// The contest page in a development build (React StrictMode mounts, unmounts and mounts again):
// an anonymous visitor's contest query gives a new sitting (a new start token) on every fetch, so
// a page that fetched again on each new sitting looped (~35 requests a second, issue 15). It asks
// once per visit.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render } from "@testing-library/react";
import { StrictMode, Suspense } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import ContestScreen from "../../web/screens/Contest/ContestScreen.tsx";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
Object.assign(globalThis, { jest: vi });

describe("the contest page in StrictMode", () => {
  it("asks the server for a sitting once, though each answer is a new sitting", async () => {
    const environment = createMockEnvironment();
    let fetches = 0;
    // The server: every request answered, each with a new sitting, as an anonymous visitor gets.
    const answerAll = () =>
      act(() => {
        for (const operation of environment.mock.getAllOperations()) {
          fetches += 1;
          environment.mock.resolve(
            operation,
            MockPayloadGenerator.generate(operation, {
              Contest: () => ({ startToken: `token-${fetches}`, resumed: false, secondsLeft: 2400, isAllowedToSubmit: true, willBeRated: false, ratingOutlook: "Not signed in.", ratingRules: [] }),
              Competition: () => ({ name: "AMC_8", year: 2024, title: "AMC 8 2024", durationMinutes: 40, isSample: false }),
              Question: () => ({ answerFormat: "CHOICE", isMultipleChoice: true, choices: ["1", "2", "3", "4", "5"] }),
            }),
          );
        }
      });
    const router = createMemoryRouter([{ path: "/contest/:name/:year", element: <ContestScreen /> }], { initialEntries: ["/contest/AMC_8/2024"] });
    render(
      <StrictMode>
        <RelayEnvironmentProvider environment={environment}>
          <Suspense fallback="loading">
            <RouterProvider router={router} />
          </Suspense>
        </RelayEnvironmentProvider>
      </StrictMode>,
    );
    for (let round = 0; round < 10; round++) {
      await answerAll();
      await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    }
    expect(fetches).toBe(1);
    expect(document.querySelector("h1")?.textContent).toBe("AMC 8 2024");
  });
});
