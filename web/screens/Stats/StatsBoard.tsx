// The statistics themselves: summary figures, charts with their tables, and the surveys.
import { useMemo } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { StatsBoardQuery } from "../../__generated__/StatsBoardQuery.graphql.ts";
import { Chart, type ChartSeries } from "../../components/Chart.tsx";
import { SurveyResults } from "./SurveyResults.tsx";
import { SurveyAdmin } from "./SurveyAdmin.tsx";

const COLORS = { brand: "#2454d6", good: "#1f8a4c", bad: "#c23a2b", warn: "#b86e00", muted: "#5f6b7a" };
const SOURCE_COLORS = [COLORS.brand, COLORS.good, COLORS.warn, COLORS.bad, COLORS.muted];
const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

export function StatsBoard() {
  const data = useLazyLoadQuery<StatsBoardQuery>(
    graphql`
      query StatsBoardQuery {
        stats {
          summary { uniqueUsersThisMonth totalUsers uniqueQuestionsThisMonth totalAnswers }
          dailyActiveUsers { day count }
          weeklyActiveUsers { day count }
          monthlyAnswerCounts { month count }
          monthlyActiveUsers { month count }
          monthlyInactiveUsers { month count }
          churnRates { month rate }
          answersBySource { week source count }
          ...SurveyResults_stats
        }
        ...SurveyAdmin_query
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  const { stats } = data;
  const charts = useMemo(() => {
    const weeks = [...new Set(stats.answersBySource.map((row) => row.week))];
    const sources = [...new Set(stats.answersBySource.map((row) => row.source))];
    const bySource: ChartSeries[] = sources.map((source, index) => ({
      label: source.charAt(0) + source.slice(1).toLowerCase(),
      color: SOURCE_COLORS[index % SOURCE_COLORS.length],
      values: weeks.map((week) => stats.answersBySource.find((row) => row.week === week && row.source === source)?.count ?? 0),
    }));
    return {
      days: stats.dailyActiveUsers.map((row) => row.day),
      daily: [{ label: "Active students", color: COLORS.brand, values: stats.dailyActiveUsers.map((row) => row.count) }],
      weeks: stats.weeklyActiveUsers.map((row) => row.day),
      weekly: [{ label: "Active students", color: COLORS.brand, values: stats.weeklyActiveUsers.map((row) => row.count) }],
      months: stats.monthlyActiveUsers.map((row) => row.month),
      answers: [{ label: "Answers", color: COLORS.good, values: stats.monthlyAnswerCounts.map((row) => row.count) }],
      activity: [
        { label: "Active", color: COLORS.brand, values: stats.monthlyActiveUsers.map((row) => row.count) },
        { label: "Inactive", color: COLORS.bad, values: stats.monthlyInactiveUsers.map((row) => row.count) },
      ],
      churn: [{ label: "Churn", color: COLORS.bad, values: stats.churnRates.map((row) => row.rate) }],
      sourceWeeks: weeks,
      bySource,
    };
  }, [stats]);
  const { summary } = stats;

  return (
    <div className="stats">
      <h1>Statistics</h1>
      <p className="muted">
        All periods are UTC calendar days, weeks (from Monday) and months. A student is <strong>active</strong> in a period when
        they answered at least one question in it (lessons, practice, question pages, reviews and contests). A student is{" "}
        <strong>inactive</strong> in a month when they were active the month before but not in it, and the month's{" "}
        <strong>churn</strong> is its inactive students divided by the students active the month before. The current period
        counts what has happened so far.
      </p>
      <section className="card" aria-labelledby="summary-title">
        <h2 id="summary-title">This month</h2>
        <dl className="stat-tiles stats-summary">
          <div><dt>Active students this month</dt><dd>{summary.uniqueUsersThisMonth}</dd></div>
          <div><dt>Total users</dt><dd>{summary.totalUsers}</dd></div>
          <div><dt>Questions answered this month</dt><dd>{summary.uniqueQuestionsThisMonth}</dd></div>
          <div><dt>Total answers</dt><dd>{summary.totalAnswers}</dd></div>
        </dl>
      </section>
      <section className="card stats-charts" aria-label="Activity">
        <Chart title="Daily active students" xLabel="Day" yLabel="Students" labels={charts.days} series={charts.daily} />
        <Chart title="Weekly active students" xLabel="Week of" yLabel="Students" labels={charts.weeks} series={charts.weekly} />
        <Chart title="Answers per month" xLabel="Month" yLabel="Answers" labels={charts.months} series={charts.answers} kind="bars" />
        <Chart title="Active and inactive students per month" xLabel="Month" yLabel="Students" labels={charts.months} series={charts.activity} />
        <Chart title="Monthly churn" xLabel="Month" yLabel="Churn" labels={charts.months} series={charts.churn} format={percent} caption="Inactive students / students active the month before." />
        <Chart title="Answers per week by source" xLabel="Week of" yLabel="Answers" labels={charts.sourceWeeks} series={charts.bySource} />
      </section>
      <SurveyResults stats={stats} />
      <SurveyAdmin query={data} />
    </div>
  );
}
