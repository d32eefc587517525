// The question page's answer form, as in random practice: Submit stays disabled until an answer
// is given (a letter picked, something typed); what is sent is then the server's to judge.
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import QuestionScreen from "../../web/screens/Question/QuestionScreen.tsx";

afterEach(cleanup);
// relay-test-utils' mock environment spies with Jest's `jest.fn`; Vitest's `vi` is the same API.
Object.assign(globalThis, { jest: vi });

function renderWith(answerFormat: "CHOICE" | "TEXT", contestInProgressNote: string | null = null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Question: () => ({
        id: "Q1", questionId: 7, problemNumber: 3, answerFormat, isMultipleChoice: answerFormat === "CHOICE", isSample: false, solved: false,
        topicLabel: "Algebra", contestInProgressNote, competition: contestInProgressNote ? { id: "C1", name: "AMC_8", year: 2024, title: "AMC 8 2024", label: "AMC 8" } : null, choices: [], problemHtml: "<p>How many?</p>", viewerMayEdit: false, reveal: null,
        viewerState: { attemptsAllowed: 2, attemptsLeft: 2, attemptsUsed: 0, locked: false, solved: false, lockedMessage: null, reviewRound: null },
        relatedSections: [], similarQuestions: [],
      }),
      User: () => ({ id: "U1", isAdmin: false }),
    }),
  );
  const router = createMemoryRouter([{ path: "/question/:id", element: <QuestionScreen /> }], { initialEntries: ["/question/7"] });
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="loading">
        <RouterProvider router={router} />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

const submit = () => screen.getByRole("button", { name: "Submit Answer" }) as HTMLButtonElement;

describe("the question page's Submit", () => {
  it("is disabled until a letter is picked, and again when the letter is taken back", async () => {
    renderWith("CHOICE");
    const letter = await screen.findByRole("button", { name: "C" });
    expect(submit().disabled).toBe(true);
    fireEvent.click(letter);
    expect(submit().disabled).toBe(false);
    fireEvent.click(letter);
    expect(submit().disabled).toBe(true);
  });

  it("is disabled while the box is empty or blank, and sends what is typed for the server to judge", async () => {
    const environment = renderWith("TEXT");
    const box = await screen.findByLabelText("Answer");
    expect(submit().disabled).toBe(true);
    fireEvent.change(box, { target: { value: "   " } });
    expect(submit().disabled).toBe(true);
    fireEvent.change(box, { target: { value: "3/4" } });
    expect(submit().disabled).toBe(false);
    const before = environment.mock.getAllOperations().length;
    fireEvent.click(submit());
    const sent = environment.mock.getAllOperations();
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)?.request.variables).toEqual({ questionId: 7, answer: "3/4" });
  });
});

describe("a question of the student's contest in progress", () => {
  it("shows the server's note and the way back to the contest in place of the answer form", async () => {
    renderWith("CHOICE", "This question is part of your contest in progress: answer it there, and see its solution after you submit.");
    const note = await screen.findByRole("note");
    expect(note.textContent).toContain("This question is part of your contest in progress: answer it there, and see its solution after you submit.");
    expect(screen.getByRole("link", { name: "Back to your contest" }).getAttribute("href")).toBe("/contest/AMC_8/2024");
    expect(screen.queryByRole("button", { name: "Submit Answer" })).toBeNull();
    expect(screen.queryByRole("button", { name: "C" })).toBeNull();
  });
});
