// /lesson/{id}/edit (reached from /edit_lession?id=): the lesson editor for editors and admins —
// name, description, the sections' order, and adding a section. A save over someone else's newer
// one is refused by the server with words.
import { type FormEvent, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useParams } from "react-router";
import type { LessonEditScreenQuery } from "../../__generated__/LessonEditScreenQuery.graphql.ts";
import type { LessonEditScreenSaveMutation } from "../../__generated__/LessonEditScreenSaveMutation.graphql.ts";
import type { LessonEditScreenAddSectionMutation } from "../../__generated__/LessonEditScreenAddSectionMutation.graphql.ts";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import { toastOutcome } from "../../components/toastOutcome.ts";
import { StaffOnly, idFrom, moved } from "../../components/StaffOnly.tsx";

export default function LessonEditScreen() {
  const lessonId = idFrom(useParams().id);
  return (
    <StaffOnly title="Edit Lesson">
      {lessonId === null ? <p className="card error" role="alert">Invalid lesson id.</p> : <LessonEditor lessonId={lessonId} />}
    </StaffOnly>
  );
}

function LessonEditor({ lessonId }: { lessonId: number }) {
  const [fetchKey, setFetchKey] = useState(0);
  const { lesson } = useLazyLoadQuery<LessonEditScreenQuery>(
    graphql`
      query LessonEditScreenQuery($lessonId: Int!) {
        lesson(lessonId: $lessonId) {
          lessonId name description updatedAt
          course { courseId name }
          sections { sectionId name }
        }
      }
    `,
    { lessonId },
    { fetchPolicy: "network-only", fetchKey },
  );
  if (!lesson) return <p className="card error" role="alert">There is no lesson {lessonId}.</p>;
  return <LessonForm key={lesson.updatedAt} lesson={lesson} onAdded={() => setFetchKey(fetchKey + 1)} />;
}

type Loaded = NonNullable<LessonEditScreenQuery["response"]["lesson"]>;

function LessonForm(props: { lesson: Loaded; onAdded: () => void }) {
  const { lesson } = props;
  const [name, setName] = useState(lesson.name);
  const [description, setDescription] = useState(lesson.description ?? "");
  const [sections, setSections] = useState([...lesson.sections]);
  const [newSection, setNewSection] = useState("");
  const [save, saving] = useMutationAsync<LessonEditScreenSaveMutation>(graphql`
    mutation LessonEditScreenSaveMutation($lessonId: Int!, $name: String!, $description: String, $sectionIds: [Int!]!, $openedAt: DateTime) {
      saveLesson(lessonId: $lessonId, name: $name, description: $description, sectionIds: $sectionIds, openedAt: $openedAt) {
        __typename
        ... on InputError { message }
        ... on Lesson { updatedAt name description sections { sectionId name } }
      }
    }
  `);
  const [add, adding] = useMutationAsync<LessonEditScreenAddSectionMutation>(graphql`
    mutation LessonEditScreenAddSectionMutation($lessonId: Int!, $name: String!) {
      addSection(lessonId: $lessonId, name: $name) { __typename ... on InputError { message } ... on Section { sectionId } }
    }
  `);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await toastOutcome(
      async () =>
        (await save({
          lessonId: lesson.lessonId, name, description: description.trim() === "" ? null : description,
          sectionIds: sections.map((section) => section.sectionId), openedAt: lesson.updatedAt,
        })).saveLesson,
      { saved: "Lesson saved.", failed: "Failed to save the lesson." },
    );
  }

  async function addSection() {
    const added = await toastOutcome(async () => (await add({ lessonId: lesson.lessonId, name: newSection })).addSection, {
      saved: "Section added.",
      failed: "Failed to add the section.",
    });
    if (added) props.onAdded();
  }

  return (
    <form className="card question-form content-editor" onSubmit={submit} aria-labelledby="lesson-edit-title" noValidate>
      <h1 id="lesson-edit-title">Edit Lesson</h1>
      <p className="hint">
        {lesson.course.name} · <Link to={`/section-notes?id=${lesson.lessonId}`}>View the lesson</Link> ·{" "}
        <a href={`/edit_course?id=${lesson.course.courseId}`}>Edit Course</a>
      </p>
      <label htmlFor="lesson-name">Lesson name</label>
      <input id="lesson-name" value={name} onChange={(event) => setName(event.target.value)} />
      <label htmlFor="lesson-description">Description</label>
      <textarea id="lesson-description" rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
      <h2>Sections</h2>
      {sections.length === 0 && <p className="empty">No sections yet.</p>}
      <ol className="ordered-list">
        {sections.map((section, index) => (
          <li key={section.sectionId}>
            <span className="ordered-name">{section.name}</span>
            <a className="button button-small button-secondary" href={`/edit_section?id=${section.sectionId}`}>Edit Section</a>
            <button type="button" className="button button-small button-secondary" aria-label={`Move ${section.name} up`} disabled={index === 0} onClick={() => setSections(moved(sections, index, -1))}>↑</button>
            <button type="button" className="button button-small button-secondary" aria-label={`Move ${section.name} down`} disabled={index === sections.length - 1} onClick={() => setSections(moved(sections, index, 1))}>↓</button>
          </li>
        ))}
      </ol>
      <div className="inline-add">
        <label htmlFor="new-section">New section</label>
        <input id="new-section" value={newSection} onChange={(event) => setNewSection(event.target.value)} />
        <button type="button" className="button button-secondary" disabled={adding} onClick={addSection}>Add Section</button>
      </div>
      <button type="submit" className="button" disabled={saving}>{saving ? "Saving…" : "Save Lesson"}</button>
    </form>
  );
}
