// The one answer widget's states: what each answer format takes, its messages, letter keys,
// focus after an answer and the announced result.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { AnswerInput, answerProblem, type AnswerFormat } from "../../web/components/AnswerInput.tsx";

afterEach(cleanup);

function Widget(props: { format: AnswerFormat; result?: { correct: boolean; message: string } | null; error?: string | null }) {
  const [value, setValue] = useState("");
  return (
    <>
      <AnswerInput id="answer" format={props.format} value={value} onChange={setValue} result={props.result} error={props.error} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("answer formats", () => {
  it("asks a CHOICE question with the letters A-E", () => {
    render(<Widget format="CHOICE" />);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["A", "B", "C", "D", "E"]);
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("asks an INTEGER question with a numeric box", () => {
    render(<Widget format="INTEGER" />);
    expect(screen.getByLabelText("Your answer").getAttribute("inputmode")).toBe("numeric");
  });

  it("asks a TEXT question with a plain box", () => {
    render(<Widget format="TEXT" />);
    expect(screen.getByLabelText("Your answer").getAttribute("inputmode")).toBeNull();
  });
});

describe("validation messages", () => {
  it("wants a non-empty answer", () => {
    expect(answerProblem("TEXT", "  ")).toBe("Enter an answer.");
    expect(answerProblem("INTEGER", "")).toBe("Enter an answer.");
    expect(answerProblem("CHOICE", "")).toBe("Enter an answer.");
  });

  it("takes only a whole number from 0 to 999 for an INTEGER question", () => {
    expect(answerProblem("INTEGER", "abc")).toBe("Enter a whole number from 0 to 999.");
    expect(answerProblem("INTEGER", "1000")).toBe("Enter a whole number from 0 to 999.");
    expect(answerProblem("INTEGER", "-1")).toBe("Enter a whole number from 0 to 999.");
    expect(answerProblem("INTEGER", " 007 ")).toBeNull();
    expect(answerProblem("TEXT", "abc")).toBeNull();
  });

  it("shows the message as an alert tied to the box", () => {
    render(<Widget format="INTEGER" error="Enter a whole number from 0 to 999." />);
    expect(screen.getByRole("alert").textContent).toBe("Enter a whole number from 0 to 999.");
    expect(screen.getByLabelText("Your answer").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("letter keys", () => {
  it("choose a letter while the choices have focus", () => {
    render(<Widget format="CHOICE" />);
    fireEvent.keyDown(screen.getByRole("button", { name: "A" }), { key: "c" });
    expect(screen.getByTestId("value").textContent).toBe("C");
    expect(screen.getByRole("button", { name: "C" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("are typed as text in a text box", () => {
    render(<Widget format="TEXT" />);
    const box = screen.getByLabelText("Your answer");
    fireEvent.keyDown(box, { key: "c" });
    fireEvent.change(box, { target: { value: "c" } });
    expect(screen.getByTestId("value").textContent).toBe("c");
  });
});

describe("after an answer", () => {
  it("keeps focus on the widget and announces the result", () => {
    const { rerender } = render(<Widget format="TEXT" />);
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    rerender(<Widget format="TEXT" result={{ correct: false, message: "Try again! You have 1 more attempt(s)." }} />);
    expect(document.activeElement).toBe(screen.getByLabelText("Your answer"));
    const live = document.querySelector("[aria-live=polite]");
    expect(live?.textContent).toBe("Try again! You have 1 more attempt(s).");
  });
});
