// /course/{id}/edit (reached from /edit_course?id=): the course editor for editors and admins —
// name, competition, category, the lessons' order and active flags, and adding a lesson. The
// version it loaded goes back with the save, so a save over someone else's is refused with words.
import { type FormEvent, useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useParams } from "react-router";
import type { CourseEditScreenQuery } from "../../__generated__/CourseEditScreenQuery.graphql.ts";
import type { CourseEditScreenSaveMutation, CompetitionFamily } from "../../__generated__/CourseEditScreenSaveMutation.graphql.ts";
import type { CourseEditScreenAddLessonMutation } from "../../__generated__/CourseEditScreenAddLessonMutation.graphql.ts";
import { useMutationAsync } from "../../relay/useMutationAsync.ts";
import { toastOutcome } from "../../components/toastOutcome.ts";
import { StaffOnly, idFrom, moved } from "../../components/StaffOnly.tsx";

export default function CourseEditScreen() {
  const courseId = idFrom(useParams().id);
  return (
    <StaffOnly title="Edit Course">
      {courseId === null ? <p className="card error" role="alert">Invalid course id.</p> : <CourseEditor courseId={courseId} />}
    </StaffOnly>
  );
}

function CourseEditor({ courseId }: { courseId: number }) {
  const [fetchKey, setFetchKey] = useState(0);
  const { course, choices } = useLazyLoadQuery<CourseEditScreenQuery>(
    graphql`
      query CourseEditScreenQuery($courseId: Int!) {
        choices { families { family label } }
        course(courseId: $courseId) {
          courseId name family category updatedAt
          lessons { lessonId name active }
        }
      }
    `,
    { courseId },
    { fetchPolicy: "network-only", fetchKey },
  );
  if (!course) return <p className="card error" role="alert">There is no course {courseId}.</p>;
  return <CourseForm key={course.updatedAt} course={course} families={choices.families} onAdded={() => setFetchKey(fetchKey + 1)} />;
}

type Loaded = NonNullable<CourseEditScreenQuery["response"]["course"]>;

function CourseForm(props: { course: Loaded; families: CourseEditScreenQuery["response"]["choices"]["families"]; onAdded: () => void }) {
  const { course } = props;
  const [name, setName] = useState(course.name);
  const [family, setFamily] = useState<CompetitionFamily>(course.family);
  const [category, setCategory] = useState(course.category);
  const [lessons, setLessons] = useState(course.lessons.map((lesson) => ({ ...lesson })));
  const [openedAt, setOpenedAt] = useState(course.updatedAt);
  const [newLesson, setNewLesson] = useState("");
  const [save, saving] = useMutationAsync<CourseEditScreenSaveMutation>(graphql`
    mutation CourseEditScreenSaveMutation($courseId: Int!, $name: String!, $family: CompetitionFamily!, $category: String!, $lessons: [CourseLessonInput!]!, $openedAt: DateTime) {
      saveCourse(courseId: $courseId, name: $name, family: $family, category: $category, lessons: $lessons, openedAt: $openedAt) {
        __typename
        ... on InputError { message }
        ... on Course { updatedAt name category family lessons { lessonId name active } }
      }
    }
  `);
  const [add, adding] = useMutationAsync<CourseEditScreenAddLessonMutation>(graphql`
    mutation CourseEditScreenAddLessonMutation($courseId: Int!, $name: String!) {
      addLesson(courseId: $courseId, name: $name) { __typename ... on InputError { message } ... on Lesson { lessonId } }
    }
  `);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await toastOutcome(
      async () =>
        (await save({
          courseId: course.courseId, name, family, category, openedAt,
          lessons: lessons.map((lesson) => ({ lessonId: lesson.lessonId, active: lesson.active })),
        })).saveCourse,
      { saved: "Course saved.", failed: "Failed to save the course." },
    );
    if (saved?.__typename === "Course") setOpenedAt(saved.updatedAt);
  }

  async function addLesson() {
    const added = await toastOutcome(async () => (await add({ courseId: course.courseId, name: newLesson })).addLesson, {
      saved: "Lesson added.",
      failed: "Failed to add the lesson.",
    });
    if (added) props.onAdded();
  }

  return (
    <form className="card question-form content-editor" onSubmit={submit} aria-labelledby="course-edit-title" noValidate>
      <h1 id="course-edit-title">Edit Course</h1>
      <p className="hint"><Link to={`/get_course?course_id=${course.courseId}`}>View the course</Link></p>
      <label htmlFor="course-name">Course name</label>
      <input id="course-name" value={name} onChange={(event) => setName(event.target.value)} />
      <div className="form-row">
        <div>
          <label htmlFor="course-family">Competition</label>
          <select id="course-family" value={family} onChange={(event) => setFamily(event.target.value as CompetitionFamily)}>
            {props.families.map((option) => <option key={option.family} value={option.family}>{option.label}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="course-category">Category</label>
          <input id="course-category" value={category} onChange={(event) => setCategory(event.target.value)} />
        </div>
      </div>
      <h2>Lessons</h2>
      {lessons.length === 0 && <p className="empty">No lessons yet.</p>}
      <ol className="ordered-list">
        {lessons.map((lesson, index) => (
          <li key={lesson.lessonId}>
            <span className="ordered-name">{lesson.name}</span>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={lesson.active}
                onChange={(event) => setLessons(lessons.map((l) => (l.lessonId === lesson.lessonId ? { ...l, active: event.target.checked } : l)))}
              />
              Active
            </label>
            <a className="button button-small button-secondary" href={`/edit_lession?id=${lesson.lessonId}`}>Edit Lesson</a>
            <button type="button" className="button button-small button-secondary" aria-label={`Move ${lesson.name} up`} disabled={index === 0} onClick={() => setLessons(moved(lessons, index, -1))}>↑</button>
            <button type="button" className="button button-small button-secondary" aria-label={`Move ${lesson.name} down`} disabled={index === lessons.length - 1} onClick={() => setLessons(moved(lessons, index, 1))}>↓</button>
          </li>
        ))}
      </ol>
      <div className="inline-add">
        <label htmlFor="new-lesson">New lesson</label>
        <input id="new-lesson" value={newLesson} onChange={(event) => setNewLesson(event.target.value)} />
        <button type="button" className="button button-secondary" disabled={adding} onClick={addLesson}>Add Lesson</button>
      </div>
      <button type="submit" className="button" disabled={saving}>{saving ? "Saving…" : "Save Course"}</button>
    </form>
  );
}
