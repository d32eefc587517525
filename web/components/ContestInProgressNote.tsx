import { Link } from "react-router";

/**
 * In place of the answer form, when the question is part of the viewer's contest in progress: the
 * server's note (Question.contestInProgressNote: it refuses an answer here meanwhile) and, where
 * the screen knows the contest, the way back to it.
 */
export function ContestInProgressNote(props: { note: string; contest?: { name: string; year: number } | null }) {
  return (
    <p className="locked-note contest-in-progress-note" role="note">
      {props.note} {props.contest && <Link to={`/contest/${props.contest.name}/${props.contest.year}`}>Back to your contest</Link>}
    </p>
  );
}
