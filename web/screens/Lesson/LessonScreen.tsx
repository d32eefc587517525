import { graphql, useLazyLoadQuery } from "react-relay";
import { Link, useSearchParams } from "react-router";
import type { LessonScreenQuery } from "../../__generated__/LessonScreenQuery.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { CompletionBar } from "../../components/CompletionBar.tsx";
import { LessonSidebar } from "./LessonSidebar.tsx";
import { SectionTabs } from "./SectionTabs.tsx";

export default function LessonScreen() {
  return (
    <ScreenError title="Error loading lesson" action={<p><Link to="/courses">Back to Courses</Link></p>}>
      <Lesson />
    </ScreenError>
  );
}

function Lesson() {
  const [params] = useSearchParams();
  const lessonId = Number(params.get("id"));
  if (!Number.isInteger(lessonId) || lessonId < 1) throw new Error("Invalid lesson id: open a lesson from its course.");
  // The whole lesson in one request: every section's notes and questions (the Print tab needs
  // them all), so moving between sections needs no further request.
  const { viewer, lesson } = useLazyLoadQuery<LessonScreenQuery>(
    graphql`
      query LessonScreenQuery($lessonId: Int!) {
        viewer { id isAdmin isEditor }
        lesson(lessonId: $lessonId) {
          lessonId
          name
          description
          active
          course { courseId name }
          progress { total ...CompletionBar_completion }
          sections { sectionId ...SectionTabs_section }
          ...LessonSidebar_lesson
          ...PrintTab_lesson
        }
      }
    `,
    { lessonId },
  );
  if (!lesson) throw new Error(`There is no lesson with id ${lessonId}.`);
  const requested = Number(params.get("sid"));
  const section = lesson.sections.find((candidate) => candidate.sectionId === requested) ?? lesson.sections[0];
  const exampleId = Number(params.get("pid")) || null;
  const signedIn = viewer !== null;
  const canEdit = Boolean(viewer?.isAdmin || viewer?.isEditor);
  return (
    <div className="lesson-page">
      <nav className="learn-breadcrumb" aria-label="Breadcrumb">
        <Link to="/courses">Courses</Link> <span aria-hidden="true">›</span>{" "}
        <Link to={`/get_course?course_id=${lesson.course.courseId}`}>{lesson.course.name}</Link>
      </nav>
      <header className="learn-header">
        <div>
          <h1>
            {lesson.name} {!lesson.active && <span className="badge badge-inactive">Inactive</span>}
          </h1>
          {lesson.description && <p className="muted">{lesson.description}</p>}
        </div>
        {canEdit && (
          <div className="edit-links">
            <a className="button button-small button-secondary" href={`/edit_lession?id=${lesson.lessonId}`}>Edit Lesson</a>
            {section && <a className="button button-small button-secondary" href={`/edit_section?id=${section.sectionId}`}>Edit Section</a>}
          </div>
        )}
      </header>
      {signedIn && <CompletionBar completion={lesson.progress} label="Lesson completion" />}
      <div className="lesson-layout">
        <LessonSidebar lesson={lesson} currentSectionId={section?.sectionId ?? null} signedIn={signedIn} />
        <div className="card lesson-main">
          {section ? (
            // Keyed by lesson and section: opening another one starts over on the Lesson tab.
            // An example opened by /section_notes?id&sid&pid starts it over on that example.
            <SectionTabs
              key={`${lesson.lessonId}/${section.sectionId}/${exampleId ?? ""}`}
              lessonId={lesson.lessonId}
              section={section}
              lesson={lesson}
              signedIn={signedIn}
              exampleId={exampleId}
            />
          ) : (
            <p className="empty">This lesson has no sections yet.</p>
          )}
        </div>
      </div>
    </div>
  );
}
