// The contest's answer: the shared widget plus the contest's own page-wide letter keys and
// "Clear answer"; a box that holds what an integer answer cannot be says so as it is typed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import type { AnswerFormat } from "../../web/components/AnswerInput.tsx";
import { ContestAnswer } from "../../web/screens/Contest/ContestAnswer.tsx";

afterEach(cleanup);

function Sitting(props: { format: AnswerFormat; onEnter?: () => void; disabled?: boolean }) {
  const [value, setValue] = useState("");
  return (
    <>
      <ContestAnswer questionId={7} format={props.format} value={value} disabled={props.disabled ?? false} onChange={setValue} onEnter={props.onEnter ?? (() => undefined)} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const answer = () => screen.getByRole("group", { name: "Your answer" });

describe("a multiple-choice contest question", () => {
  it("is answered with the widget's letters A-E", () => {
    render(<Sitting format="CHOICE" />);
    expect(within(answer()).getAllByRole("button").map((button) => button.textContent)).toEqual(["A", "B", "C", "D", "E"]);
    fireEvent.click(within(answer()).getByRole("button", { name: "D" }));
    expect(screen.getByTestId("value").textContent).toBe("D");
  });

  it("takes a letter key anywhere on the page, not only on the widget", () => {
    render(<Sitting format="CHOICE" />);
    fireEvent.keyDown(document.body, { key: "b" });
    expect(screen.getByTestId("value").textContent).toBe("B");
    expect(within(answer()).getByRole("button", { name: "B" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("ignores the keys while the sitting is being submitted", () => {
    render(<Sitting format="CHOICE" disabled />);
    fireEvent.keyDown(document.body, { key: "b" });
    expect(screen.getByTestId("value").textContent).toBe("");
  });

  it("clears the answer with Clear answer, shown only while there is one", () => {
    render(<Sitting format="CHOICE" />);
    expect(screen.queryByRole("button", { name: "Clear answer" })).toBeNull();
    fireEvent.click(within(answer()).getByRole("button", { name: "A" }));
    fireEvent.click(screen.getByRole("button", { name: "Clear answer" }));
    expect(screen.getByTestId("value").textContent).toBe("");
    expect(screen.queryByRole("button", { name: "Clear answer" })).toBeNull();
  });

  it("goes on with Enter on the letters", () => {
    const onEnter = vi.fn();
    render(<Sitting format="CHOICE" onEnter={onEnter} />);
    fireEvent.keyDown(within(answer()).getByRole("button", { name: "A" }), { key: "Enter" });
    expect(onEnter).toHaveBeenCalledOnce();
  });
});

describe("an integer contest question (AIME)", () => {
  it("types letters into the box instead of choosing", () => {
    render(<Sitting format="INTEGER" />);
    const box = within(answer()).getByRole("textbox", { name: "Answer" });
    fireEvent.keyDown(box, { key: "a" });
    fireEvent.change(box, { target: { value: "a" } });
    expect(screen.getByTestId("value").textContent).toBe("a");
  });

  it("says a whole number from 0 to 999 is wanted while the box holds anything else", () => {
    render(<Sitting format="INTEGER" />);
    const box = within(answer()).getByRole("textbox", { name: "Answer" });
    fireEvent.change(box, { target: { value: "abc" } });
    expect(within(answer()).getByRole("alert").textContent).toBe("Enter a whole number from 0 to 999.");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(box, { target: { value: "042" } });
    expect(within(answer()).getByRole("alert").textContent).toBe("");
  });
});
