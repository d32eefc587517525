import { graphql, useFragment } from "react-relay";
import type { PracticeStreakCard_streak$key } from "../../__generated__/PracticeStreakCard_streak.graphql.ts";

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** The streak of practice days and a strip of the last two weeks. */
export function PracticeStreakCard(props: { streak: PracticeStreakCard_streak$key }) {
  const streak = useFragment(
    graphql`
      fragment PracticeStreakCard_streak on PracticeStreak {
        current
        longest
        practisedToday
        lastDays { day practised }
      }
    `,
    props.streak,
  );
  const message =
    streak.current === 0
      ? "Answer one question today to start a streak."
      : streak.practisedToday
        ? "You practised today. Come back tomorrow to keep it going."
        : "Answer a question today to keep your streak.";
  return (
    <section className="card streak-card" aria-labelledby="streak-title">
      <h2 id="streak-title">Practice streak</h2>
      <p className="streak-count"><strong>{plural(streak.current, "day")}</strong> <span className="muted">· longest {plural(streak.longest, "day")}</span></p>
      <ol className="streak-strip" aria-label="The last 14 days">
        {streak.lastDays.map((day) => (
          <li
            key={day.day}
            className={day.practised ? "streak-day streak-day-on" : "streak-day"}
            title={`${weekday(day.day)}: ${day.practised ? "practised" : "no practice"}`}
          >
            <span className="visually-hidden">{weekday(day.day)}: {day.practised ? "practised" : "no practice"}</span>
          </li>
        ))}
      </ol>
      <p className="muted small">{message}</p>
    </section>
  );
}
