import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import type { CoursesScreenQuery } from "../../__generated__/CoursesScreenQuery.graphql.ts";
import type { CoursesScreen_query$key } from "../../__generated__/CoursesScreen_query.graphql.ts";
import { ScreenError } from "../../components/ScreenError.tsx";
import { CourseCard } from "./CourseCard.tsx";
import { ShowMore } from "../../components/ShowMore.tsx";

/** Courses a page: the first comes with the screen, each Show more adds as many. */
const COURSES_PAGE = 12;

export default function CoursesScreen() {
  return (
    <ScreenError title="Error loading courses">
      <Courses />
    </ScreenError>
  );
}

function Courses() {
  const data = useLazyLoadQuery<CoursesScreenQuery>(
    graphql`
      query CoursesScreenQuery {
        viewer { id isAdmin isEditor }
        ...CoursesScreen_query
      }
    `,
    {},
  );
  const canEdit = Boolean(data.viewer?.isAdmin || data.viewer?.isEditor);
  return (
    <div className="courses">
      <h1>Courses</h1>
      <p className="muted learn-lead">Lessons with short notes, worked examples and practice questions, grouped by contest.</p>
      <CourseList query={data} signedIn={data.viewer !== null} canEdit={canEdit} />
    </div>
  );
}

/** The course cards, a page at a time (Query.coursesConnection). */
function CourseList(props: { query: CoursesScreen_query$key; signedIn: boolean; canEdit: boolean }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment CoursesScreen_query on Query
      @refetchable(queryName: "CoursesScreenPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 12 }, cursor: { type: "String" }) {
        coursesConnection(first: $count, after: $cursor) @connection(key: "CoursesScreen_coursesConnection") {
          totalCount
          edges { node { id ...CourseCard_course } }
        }
      }
    `,
    props.query,
  );
  const courses = data.coursesConnection.edges.map((edge) => edge.node);
  if (courses.length === 0) return <p className="empty card">No courses available at the moment.</p>;
  return (
    <>
      <div className="course-grid">
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} signedIn={props.signedIn} canEdit={props.canEdit} />
        ))}
      </div>
      <ShowMore hasNext={hasNext} isLoadingNext={isLoadingNext} onShowMore={() => loadNext(COURSES_PAGE)} label={`Show more courses (${courses.length} of ${data.coursesConnection.totalCount})`} />
    </>
  );
}
