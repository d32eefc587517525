// Random practice answers with the shared widget: an integer question takes 0-999 only (checked
// before anything is sent), and a wrong answer with an attempt left says the server's
// 'Try again! You have N more attempt(s).', clears the box and keeps focus on it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { RandomPractice } from "../../web/screens/Random/RandomPractice.tsx";

afterEach(cleanup);
// relay-test-utils' mock environment spies with Jest's `jest.fn`; Vitest's `vi` is the same API.
Object.assign(globalThis, { jest: vi });

function renderWith(answerFormat: "CHOICE" | "INTEGER") {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Question: () => ({
        id: "Q1", questionId: 7, problemNumber: 3, answerFormat, topicLabel: "Number Theory", competition: { title: "AIME I 2024" },
        viewerState: { attemptsLeft: 2, reviewRound: null }, choices: [], reviewChoices: null, problemHtml: "<p>How many?</p>",
        viewerMayEdit: false,
      }),
    }),
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <RandomPractice filters={{ mode: "NEW", competition: null, topic: null, reviewDays: 21 }} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

describe("a random-practice question", () => {
  it("shows the server's names for its source and topic", async () => {
    renderWith("INTEGER");
    expect((await screen.findByText("AIME I 2024 · Problem 3")).className).toContain("badge");
    expect(screen.getByText("Number Theory").className).toContain("badge");
  });

  it("refuses what is not a whole number 0-999 without sending it", async () => {
    const environment = renderWith("INTEGER");
    fireEvent.change(await screen.findByLabelText("Your answer"), { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter a whole number from 0 to 999.");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("after a wrong answer says the server's Try again, clears the letters and keeps focus on them", async () => {
    const environment = renderWith("CHOICE");
    fireEvent.click(await screen.findByRole("button", { name: "B" }));
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.click(screen.getByRole("button", { name: "Submit Answer" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ questionId: 7, answer: "B", source: "PRACTICE", reviewOrder: false });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          submitAnswer: {
            __typename: "AnswerResult", correct: false, message: "Try again! You have 1 more attempt(s).", attemptsLeft: 1, locked: false, correctAnswer: null,
            question: { id: "Q1", solved: false, viewerState: { attemptsLeft: 1, attemptsUsed: 1, locked: false, solved: false }, reveal: null },
          },
        },
      });
    });
    expect(screen.getByRole("status").textContent).toBe("Try again! You have 1 more attempt(s).");
    expect(screen.getByText("Attempts left:").textContent).toBe("Attempts left: 1");
    expect(screen.queryAllByRole("button", { pressed: true })).toHaveLength(0);
    expect(document.activeElement?.textContent).toBe("A");
  });
});
