// /section/{id}/edit (reached from /edit_section?id=): the section editor for editors and admins —
// name, notes (HTML with $…$ math) with a live KaTeX preview, and the questions with their order
// and example flags, added by search. A save over someone else's newer one is refused in words.
import { type FormEvent, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import type { SectionEditScreenQuery } from "../../__generated__/SectionEditScreenQuery.graphql.ts";
import type { SectionEditScreenSaveMutation } from "../../__generated__/SectionEditScreenSaveMutation.graphql.ts";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import { toastOutcome } from "../../components/toastOutcome.ts";
import { StaffOnly, idFrom, moved } from "../../components/StaffOnly.tsx";
import { questionTitle } from "../Question/questionTitle.ts";
import { NotesPreview } from "./NotesPreview.tsx";
import { QuestionSearch, type FoundQuestion } from "./QuestionSearch.tsx";

export default function SectionEditScreen() {
  const sectionId = idFrom(useParams().id);
  return (
    <StaffOnly title="Edit Section">
      {sectionId === null ? <p className="card error" role="alert">Invalid section id.</p> : <SectionEditor sectionId={sectionId} />}
    </StaffOnly>
  );
}

function SectionEditor({ sectionId }: { sectionId: number }) {
  const { section } = useLazyLoadQuery<SectionEditScreenQuery>(
    graphql`
      query SectionEditScreenQuery($sectionId: Int!) {
        section(sectionId: $sectionId) {
          sectionId name notesHtml updatedAt
          lesson { lessonId name }
          placements { isExample question { questionId problemNumber competition { title } } }
        }
      }
    `,
    { sectionId },
    { fetchPolicy: "network-only" },
  );
  if (!section) return <p className="card error" role="alert">There is no section {sectionId}.</p>;
  return <SectionForm key={section.updatedAt} section={section} />;
}

type Loaded = NonNullable<SectionEditScreenQuery["response"]["section"]>;
type Entry = { questionId: number; title: string; isExample: boolean };

function SectionForm({ section }: { section: Loaded }) {
  const [name, setName] = useState(section.name);
  const [notes, setNotes] = useState(section.notesHtml);
  const [entries, setEntries] = useState<Entry[]>(() =>
    section.placements.flatMap((placement) =>
      placement.question ? [{ questionId: placement.question.questionId, title: questionTitle(placement.question), isExample: placement.isExample }] : [],
    ),
  );
  const [save, saving] = useMutationAsync<SectionEditScreenSaveMutation>(graphql`
    mutation SectionEditScreenSaveMutation($sectionId: Int!, $name: String!, $notesHtml: String!, $questions: [SectionQuestionInput!]!, $openedAt: DateTime) {
      saveSection(sectionId: $sectionId, name: $name, notesHtml: $notesHtml, questions: $questions, openedAt: $openedAt) {
        __typename
        ... on InputError { message }
        ... on Section {
          updatedAt name notesHtml
          placements { isExample question { questionId problemNumber competition { title } } }
        }
      }
    }
  `);

  const add = (found: FoundQuestion) => {
    if (entries.some((entry) => entry.questionId === found.questionId)) return void toast.error(`Question ${found.questionId} is already in this section.`);
    setEntries([...entries, { questionId: found.questionId, title: found.title, isExample: false }]);
  };
  const update = (questionId: number, change: Partial<Entry>) =>
    setEntries(entries.map((entry) => (entry.questionId === questionId ? { ...entry, ...change } : entry)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await toastOutcome(
      async () =>
        (await save({
          sectionId: section.sectionId, name, notesHtml: notes, openedAt: section.updatedAt,
          questions: entries.map(({ questionId, isExample }) => ({ questionId, isExample })),
        })).saveSection,
      { saved: "Section saved.", failed: "Failed to save the section." },
    );
  }

  return (
    <div className="question-form-page">
      <form className="card question-form content-editor" onSubmit={submit} aria-labelledby="section-edit-title" noValidate>
        <h1 id="section-edit-title">Edit Section</h1>
        <p className="hint">
          {section.lesson.name} · <Link to={`/section-notes?id=${section.lesson.lessonId}&sid=${section.sectionId}`}>View the section</Link> ·{" "}
          <a href={`/edit_lession?id=${section.lesson.lessonId}`}>Edit Lesson</a>
        </p>
        <label htmlFor="section-name">Section name</label>
        <input id="section-name" value={name} onChange={(event) => setName(event.target.value)} />
        <label htmlFor="section-notes">Notes (HTML; math between $…$ or \(…\))</label>
        <textarea id="section-notes" rows={10} value={notes} onChange={(event) => setNotes(event.target.value)} />
        <h2>Questions</h2>
        {entries.length === 0 && <p className="empty">No questions yet: find them below.</p>}
        <ol className="ordered-list" aria-label="Section questions">
          {entries.map((entry, index) => (
            <li key={entry.questionId}>
              <a className="ordered-name" href={`/preview?pid=${entry.questionId}`}>{entry.title}</a>
              <label className="checkbox">
                <input type="checkbox" checked={entry.isExample} onChange={(event) => update(entry.questionId, { isExample: event.target.checked })} />
                Example
              </label>
              <button type="button" className="button button-small button-secondary" aria-label={`Move ${entry.title} up`} disabled={index === 0} onClick={() => setEntries(moved(entries, index, -1))}>↑</button>
              <button type="button" className="button button-small button-secondary" aria-label={`Move ${entry.title} down`} disabled={index === entries.length - 1} onClick={() => setEntries(moved(entries, index, 1))}>↓</button>
              <button type="button" className="button button-small button-secondary" aria-label={`Remove ${entry.title}`} onClick={() => setEntries(entries.filter((e) => e.questionId !== entry.questionId))}>Remove</button>
            </li>
          ))}
        </ol>
        <button type="submit" className="button" disabled={saving}>{saving ? "Saving…" : "Save Section"}</button>
      </form>
      <div className="editor-side">
        <NotesPreview notesHtml={notes} />
        <QuestionSearch onAdd={add} />
      </div>
    </div>
  );
}
