import { graphql, useFragment } from "react-relay";
import type { TrendingLessons_lessons$key } from "../../__generated__/TrendingLessons_lessons.graphql.ts";

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

export function TrendingLessons(props: { title: string; lessons: TrendingLessons_lessons$key }) {
  const lessons = useFragment(
    graphql`
      fragment TrendingLessons_lessons on TrendingLesson @relay(plural: true) {
        lessonId
        name
        userCount
        questionCount
      }
    `,
    props.lessons,
  );
  return (
    <div className="trending">
      <h3>{props.title}</h3>
      {lessons.length === 0 ? (
        <p className="empty">No trending lessons</p>
      ) : (
        <ul className="plain-list">
          {lessons.map((lesson) => (
            <li key={lesson.lessonId}>
              <span>{lesson.name}</span>
              <span className="muted">
                {plural(lesson.userCount, "student")} · {plural(lesson.questionCount, "question")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
