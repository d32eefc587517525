// Review Work's states with Relay data from relay-test-utils: the answer goes to the server's
// checkReviewAnswer and the widget shows what the server decided.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { RelayEnvironmentProvider, useLazyLoadQuery } from "react-relay";
import { MemoryRouter } from "react-router";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import DashboardScreenQueryNode, { type DashboardScreenQuery } from "../../web/__generated__/DashboardScreenQuery.graphql.ts";
import { ReviewTab } from "../../web/screens/Dashboard/ReviewTab.tsx";

afterEach(cleanup);
// relay-test-utils' mock environment spies with Jest's `jest.fn`; Vitest's `vi` is the same API.
Object.assign(globalThis, { jest: vi });

function Harness() {
  // The dashboard screen's own query, so the test needs no query of its own.
  const data = useLazyLoadQuery<DashboardScreenQuery>(DashboardScreenQueryNode, {});
  return data.dashboard ? <ReviewTab dashboard={data.dashboard} /> : null;
}

function renderWith(answerFormat: "CHOICE" | "INTEGER") {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Dashboard: () => ({ reviewCount: 1 }),
      Question: () => ({ id: "Q1", questionId: 7, problemNumber: 3, answerFormat, competition: null, reveal: { __typename: "Reveal" }, choices: [], problemHtml: "<p>How many?</p>" }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <Suspense fallback="loading">
          <Harness />
        </Suspense>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

describe("Review Work", () => {
  it("refuses a non-number for an integer question without asking the server", async () => {
    const environment = renderWith("INTEGER");
    fireEvent.change(await screen.findByLabelText("Your answer"), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter a whole number from 0 to 999.");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("sends the answer to the server and shows its verdict: 007 is 7", async () => {
    const environment = renderWith("INTEGER");
    fireEvent.change(await screen.findByLabelText("Your answer"), { target: { value: "007" } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe("useCheckReviewAnswerMutation");
    expect(operation.request.variables).toEqual({ questionId: 7, answer: "007" });
    await act(async () => {
      environment.mock.resolve(operation, { data: { checkReviewAnswer: { __typename: "ReviewCheck", correct: true, answer: "7" } } });
    });
    expect((await screen.findByText(/Correct!/)).textContent).toBe("Correct! The answer is 7. Locked.");
    expect((screen.getByLabelText("Your answer") as HTMLInputElement).disabled).toBe(true);
  });

  it("asks a choice question with the letters A-E and their keys", async () => {
    renderWith("CHOICE");
    const a = await screen.findByRole("button", { name: "A" });
    fireEvent.keyDown(a, { key: "d" });
    expect(screen.getByRole("button", { name: "D" }).getAttribute("aria-pressed")).toBe("true");
  });
});
