// The question editor's form: every field, numbers checked before sending ('Invalid numeric
// value: {value}'), empty values sent as null, the answer sent as both solution and answer (the
// GraphQL mutation has one answer field), and the version it loaded, so a save over someone
// else's newer one is refused by the server with its message.
import { useState, type FormEvent } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router";
import { toast } from "../../components/toast.ts";
import type { QuestionEditorQuery } from "../../__generated__/QuestionEditorQuery.graphql.ts";
import type { QuestionEditorSaveMutation, Topic } from "../../__generated__/QuestionEditorSaveMutation.graphql.ts";
import { inputErrorOf, useMutationAsync } from "../../relay/useMutationAsync.ts";
import { ChoiceOptions } from "../../components/ChoiceOptions.tsx";
import { QuestionPreview } from "../QuestionNew/QuestionPreview.tsx";
import { Revisions } from "./Revisions.tsx";

const NUMERIC = ["problemNumber", "competitionYear", "schoolGrade", "difficultyLevel"] as const;
const LETTERS = ["A", "B", "C", "D", "E"] as const;

export function QuestionEditor(props: { questionId: number; fetchKey: number; onRestored: () => void }) {
  const { questionDraft: question } = useLazyLoadQuery<QuestionEditorQuery>(
    graphql`
      query QuestionEditorQuery($questionId: Int!) {
        questionDraft(questionId: $questionId) {
          questionId text problemHtml isMultipleChoice choices answer solutionText solutionHtml problemNumber
          competitionName competitionYear topic schoolGrade difficultyLevel organizationName setName status updatedAt
          revisions { revisionId createdAt changed editorName }
        }
      }
    `,
    { questionId: props.questionId },
    { fetchPolicy: "network-only", fetchKey: props.fetchKey },
  );
  const [save, saving] = useMutationAsync<QuestionEditorSaveMutation>(graphql`
    mutation QuestionEditorSaveMutation($questionId: Int!, $input: UpdateQuestionInput!) {
      updateQuestion(questionId: $questionId, input: $input) {
        __typename
        ... on InputError { message }
        ... on QuestionDraft { updatedAt }
      }
    }
  `);
  const text = (value: string | null | undefined) => value ?? "";
  const [form, setForm] = useState(() => ({
    text: text(question?.text),
    problemHtml: text(question?.problemHtml),
    choices: LETTERS.map((_, index) => text(question?.choices[index])),
    answer: text(question?.answer),
    solutionHtml: text(question?.solutionHtml),
    solutionText: text(question?.solutionText),
    isMultipleChoice: question?.isMultipleChoice ?? true,
    problemNumber: String(question?.problemNumber ?? 1),
    competitionName: text(question?.competitionName),
    competitionYear: question?.competitionYear == null ? "" : String(question.competitionYear),
    topic: text(question?.topic),
    schoolGrade: question?.schoolGrade == null ? "" : String(question.schoolGrade),
    difficultyLevel: question?.difficultyLevel == null ? "" : String(question.difficultyLevel),
    organizationName: text(question?.organizationName),
    setName: text(question?.setName),
  }));
  const [openedAt, setOpenedAt] = useState(question?.updatedAt ?? null);

  if (!question) {
    return (
      <section className="card error" role="alert">
        <h1>Question not found</h1>
        <p>The requested question could not be located.</p>
      </section>
    );
  }
  type Field = Exclude<keyof typeof form, "choices" | "isMultipleChoice">;
  const set = (field: Field) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  const orNull = (value: string) => (value.trim() === "" ? null : value);

  async function send(event: FormEvent) {
    event.preventDefault();
    const numbers: Partial<Record<(typeof NUMERIC)[number], number | null>> = {};
    for (const field of NUMERIC) {
      const value = form[field].trim();
      if (value !== "" && !/^-?\d+$/.test(value)) return void toast.error(`Invalid numeric value: ${value}`);
      numbers[field] = value === "" ? null : Number(value);
    }
    const choices = form.choices.every((choice) => choice.trim() === "") ? null : form.choices;
    try {
      const { updateQuestion } = await save({
        questionId: question!.questionId,
        input: {
          text: orNull(form.text),
          problemHtml: orNull(form.problemHtml),
          choices,
          answer: orNull(form.answer),
          solutionHtml: orNull(form.solutionHtml),
          solutionText: orNull(form.solutionText),
          isMultipleChoice: form.isMultipleChoice,
          problemNumber: numbers.problemNumber ?? 1,
          competitionName: orNull(form.competitionName),
          competitionYear: numbers.competitionYear ?? null,
          topic: (orNull(form.topic) as Topic | null),
          schoolGrade: numbers.schoolGrade ?? null,
          difficultyLevel: numbers.difficultyLevel ?? null,
          organizationName: orNull(form.organizationName),
          setName: orNull(form.setName),
          openedAt,
        },
      });
      const problem = inputErrorOf(updateQuestion);
      if (problem) return void toast.error(problem);
      if (updateQuestion.__typename === "QuestionDraft") setOpenedAt(updateQuestion.updatedAt);
      toast.success("Question updated successfully");
    } catch (failure) {
      toast.error((failure as Error).message || "Failed to update question");
    }
  }

  return (
    <div className="question-form-page">
      <form className="card question-form" onSubmit={send} aria-labelledby="edit-question-title" noValidate>
        <h1 id="edit-question-title">Edit Question {question.questionId}</h1>
        <p className="hint">
          {question.status === "PENDING_REVIEW" ? "Waiting for review. " : ""}
          <Link to={`/question/${question.questionId}`}>View as students see it</Link>
        </p>
        <label htmlFor="e-text">Question text</label>
        <textarea id="e-text" rows={3} value={form.text} onChange={set("text")} />
        <label htmlFor="e-html">Problem HTML</label>
        <textarea id="e-html" rows={6} value={form.problemHtml} onChange={set("problemHtml")} />
        {form.isMultipleChoice && (
        <fieldset className="form-row choices-fields">
          <legend>Choices (leave all empty to read them from the statement)</legend>
          {LETTERS.map((letter, index) => (
            <div key={letter}>
              <label htmlFor={`e-choice-${letter}`}>({letter})</label>
              <input
                id={`e-choice-${letter}`}
                value={form.choices[index]}
                onChange={(event) => setForm({ ...form, choices: form.choices.map((c, i) => (i === index ? event.target.value : c)) })}
              />
            </div>
          ))}
        </fieldset>
        )}
        <div className="form-row">
          <div>
            <label htmlFor="e-answer">Answer</label>
            <input id="e-answer" value={form.answer} onChange={set("answer")} />
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={form.isMultipleChoice} onChange={(event) => setForm({ ...form, isMultipleChoice: event.target.checked })} />
            Multiple choice
          </label>
        </div>
        <label htmlFor="e-solution-html">Solution HTML</label>
        <textarea id="e-solution-html" rows={4} value={form.solutionHtml} onChange={set("solutionHtml")} />
        <label htmlFor="e-solution-text">Solution text</label>
        <textarea id="e-solution-text" rows={2} value={form.solutionText} onChange={set("solutionText")} />
        <div className="form-row">
          <div>
            <label htmlFor="e-number">Problem number</label>
            <input id="e-number" inputMode="numeric" value={form.problemNumber} onChange={set("problemNumber")} />
          </div>
          <div>
            <label htmlFor="e-competition">Competition name</label>
            <select id="e-competition" value={form.competitionName} onChange={set("competitionName")}>
              <option value="">None</option>
              <ChoiceOptions list="competitions" />
            </select>
          </div>
          <div>
            <label htmlFor="e-year">Competition year</label>
            <input id="e-year" inputMode="numeric" value={form.competitionYear} onChange={set("competitionYear")} />
          </div>
          <div>
            <label htmlFor="e-topic">Topic</label>
            <select id="e-topic" value={form.topic} onChange={set("topic")}>
              <option value="">None</option>
              <ChoiceOptions list="topics" />
            </select>
          </div>
        </div>
        <div className="form-row">
          <div>
            <label htmlFor="e-grade">School grade</label>
            <input id="e-grade" inputMode="numeric" value={form.schoolGrade} onChange={set("schoolGrade")} />
          </div>
          <div>
            <label htmlFor="e-difficulty">Difficulty (1-3 usual, 1-5 allowed)</label>
            <input id="e-difficulty" inputMode="numeric" value={form.difficultyLevel} onChange={set("difficultyLevel")} />
          </div>
          <div>
            <label htmlFor="e-organization">Organization name</label>
            <input id="e-organization" value={form.organizationName} onChange={set("organizationName")} />
          </div>
          <div>
            <label htmlFor="e-set">Set name</label>
            <input id="e-set" value={form.setName} onChange={set("setName")} />
          </div>
        </div>
        <div className="card-actions">
          <button type="submit" className="button" disabled={saving}>{saving ? "Saving…" : "Save Changes"}</button>
        </div>
      </form>
      <div>
        <QuestionPreview text={form.text} problemHtml={form.problemHtml} isMultipleChoice={form.isMultipleChoice} choices={form.choices} />
        <Revisions revisions={question.revisions} openedAt={openedAt} onRestored={props.onRestored} />
      </div>
    </div>
  );
}
