// /question/new: any signed-in user adds a question (editors' are published at once, others'
// wait for review). The form posts the spec's multipart POST /api/questions (the image travels
// as a file); the server checks every field and its `detail` is shown as the toast.
import { Suspense, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { graphql, useLazyLoadQuery } from "react-relay";
import { SignInRedirect } from "../../components/SignInBoundary.tsx";
import { toast } from "../../components/toast.ts";
import type { QuestionNewScreenQuery } from "../../__generated__/QuestionNewScreenQuery.graphql.ts";
import { ChoiceOptions } from "../../components/ChoiceOptions.tsx";
import { MyQuestions } from "./MyQuestions.tsx";
import { QuestionPreview } from "./QuestionPreview.tsx";

const EMPTY = {
  text: "", problemHtml: "", solution: "", answer: "", isMultipleChoice: true, problemNumber: "1", competitionName: "", competitionYear: "", topic: "",
};

export default function QuestionNewScreen() {
  const { viewer } = useLazyLoadQuery<QuestionNewScreenQuery>(
    graphql`
      query QuestionNewScreenQuery {
        viewer { isEditor isAdmin }
      }
    `,
    {},
  );
  const [submitting, setSubmitting] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);
  const [form, setForm] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(0);
  if (!viewer) return <SignInRedirect />;
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  async function send(event: FormEvent) {
    event.preventDefault();
    const body = new FormData();
    body.append("question", form.text);
    body.append("problem_html", form.problemHtml);
    body.append("solution", form.solution);
    body.append("answer", form.answer);
    body.append("multiple_choice", String(form.isMultipleChoice));
    body.append("problem_number", form.problemNumber);
    body.append("competition_name", form.competitionName);
    body.append("competition_year", form.competitionYear);
    body.append("category", form.topic);
    if (image) body.append("image", image);
    setSubmitting(true);
    try {
      const response = await fetch("/api/questions", { method: "POST", body, credentials: "same-origin" });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok) return void toast.error(answer.detail || "Failed to submit question.");
      toast.success(answer.message || "Question submitted! Add another one?");
      setSubmitted(submitted + 1);
      setForm({ ...EMPTY, competitionName: form.competitionName, competitionYear: form.competitionYear, topic: form.topic });
      setImage(null);
      setImageKey(imageKey + 1);
    } catch {
      toast.error("Failed to submit question.");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="question-form-page">
      <form className="card question-form" onSubmit={send} aria-labelledby="new-question-title" noValidate>
        <h1 id="new-question-title">Add a Question</h1>
        <p className="hint">
          {viewer.isEditor || viewer.isAdmin
            ? "Your questions are published at once."
            : "An editor reviews your question before students see it."}{" "}
          Write math between $…$ or \(…\); end a multiple-choice statement with (A) … (E) to give the choices.
          {(viewer.isEditor || viewer.isAdmin) && <> <Link to="/review">Review queue</Link></>}
        </p>
        <label htmlFor="q-text">Question text</label>
        <textarea id="q-text" rows={3} value={form.text} onChange={set("text")} />
        <label htmlFor="q-html">Problem HTML</label>
        <textarea id="q-html" rows={5} value={form.problemHtml} onChange={set("problemHtml")} placeholder="<p>What is $2+3$?</p><p>(A) 4 (B) 5 (C) 6 (D) 7 (E) 8</p>" />
        <label htmlFor="q-image">Image (PNG, JPEG, GIF or WebP, at most 1 MB)</label>
        <input key={imageKey} id="q-image" type="file" accept="image/*" onChange={(event) => setImage(event.target.files?.[0] ?? null)} />
        <label htmlFor="q-solution">Solution</label>
        <textarea id="q-solution" rows={4} value={form.solution} onChange={set("solution")} />
        <div className="form-row">
          <div>
            <label htmlFor="q-answer">Answer</label>
            <input id="q-answer" value={form.answer} onChange={set("answer")} />
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={form.isMultipleChoice} onChange={(event) => setForm({ ...form, isMultipleChoice: event.target.checked })} />
            Multiple choice
          </label>
        </div>
        <div className="form-row">
          <div>
            <label htmlFor="q-number">Problem number</label>
            <input id="q-number" type="number" min={1} value={form.problemNumber} onChange={set("problemNumber")} />
          </div>
          <div>
            <label htmlFor="q-competition">Competition name</label>
            <select id="q-competition" value={form.competitionName} onChange={set("competitionName")}>
              <option value="">None</option>
              <ChoiceOptions list="competitions" />
            </select>
          </div>
          <div>
            <label htmlFor="q-year">Competition year</label>
            <input id="q-year" type="number" min={1900} max={2100} value={form.competitionYear} onChange={set("competitionYear")} />
          </div>
          <div>
            <label htmlFor="q-topic">Topic (optional)</label>
            <select id="q-topic" value={form.topic} onChange={set("topic")}>
              <option value="">None</option>
              <ChoiceOptions list="topics" />
            </select>
          </div>
        </div>
        <div className="card-actions">
          <button type="submit" className="button" disabled={submitting}>{submitting ? "Submitting…" : "Submit Question"}</button>
        </div>
      </form>
      <div>
        <QuestionPreview text={form.text} problemHtml={form.problemHtml} isMultipleChoice={form.isMultipleChoice} image={image} />
        <Suspense fallback={null}>
          <MyQuestions fetchKey={submitted} />
        </Suspense>
      </div>
    </div>
  );
}
