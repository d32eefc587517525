// What the admin statistics mean. Every period is a UTC calendar period, so a figure does not
// depend on where the admin sits.
// - An answer is any attempt a signed-in student makes: lesson, practice, question page, review
//   or contest.
// - A student is active in a period when they gave at least one answer in it.
// - A student is inactive in a month when they were active the month before and are not in it
//   (the current month counts what has happened so far).
// - The churn rate of a month is its inactive students divided by the students active the month
//   before: the share of last month's students who did not come back. 0 when nobody was active.

export type Unit = "day" | "week" | "month";

export const DAYS_SHOWN = 30;
export const WEEKS_SHOWN = 12;
export const MONTHS_SHOWN = 12;

const DAY_MS = 86_400_000;

export function startOfDay(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), time.getUTCDate()));
}

/** Weeks start on Monday (ISO 8601). */
export function startOfWeek(time: Date): Date {
  const day = startOfDay(time);
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - daysSinceMonday * DAY_MS);
}

export function startOfMonth(time: Date): Date {
  return new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), 1));
}

export function addMonths(month: Date, count: number): Date {
  return new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + count, 1));
}

/** The last `count` days, weeks or months up to the one holding `now`, oldest first. */
export function lastDays(now: Date, count = DAYS_SHOWN): Date[] {
  const today = startOfDay(now).getTime();
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * DAY_MS));
}

export function lastWeeks(now: Date, count = WEEKS_SHOWN): Date[] {
  const thisWeek = startOfWeek(now).getTime();
  return Array.from({ length: count }, (_, index) => new Date(thisWeek - (count - 1 - index) * 7 * DAY_MS));
}

export function lastMonths(now: Date, count = MONTHS_SHOWN): Date[] {
  const thisMonth = startOfMonth(now);
  return Array.from({ length: count }, (_, index) => addMonths(thisMonth, index - (count - 1)));
}

/** Every month from the one holding `first` to the one holding `now`, oldest first. */
export function monthsSince(first: Date, now: Date): Date[] {
  const months = [startOfMonth(first)];
  const last = startOfMonth(now).getTime();
  while (months[months.length - 1].getTime() < last) months.push(addMonths(months[months.length - 1], 1));
  return months;
}

/** Every week (by its Monday) from the one holding `first` to the one holding `now`. */
export function weeksSince(first: Date, now: Date): Date[] {
  const weeks = [startOfWeek(first)];
  const last = startOfWeek(now).getTime();
  while (weeks[weeks.length - 1].getTime() < last) weeks.push(new Date(weeks[weeks.length - 1].getTime() + 7 * DAY_MS));
  return weeks;
}

/** Every day from the one holding `first` to the one holding `now`. */
export function daysSince(first: Date, now: Date): Date[] {
  const days = [startOfDay(first)];
  const last = startOfDay(now).getTime();
  while (days[days.length - 1].getTime() < last) days.push(new Date(days[days.length - 1].getTime() + DAY_MS));
  return days;
}

export function churnRate(inactive: number, activeMonthBefore: number): number {
  return activeMonthBefore === 0 ? 0 : inactive / activeMonthBefore;
}

/** "2026-11-22" for days and weeks (a week by its Monday), "2026-11" for months. */
export const dayKey = (day: Date): string => day.toISOString().slice(0, 10);
export const monthKey = (month: Date): string => month.toISOString().slice(0, 7);
