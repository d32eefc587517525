// Demo accounts for development: one of each role, signed in through the development login.
// Never seeded in production (the caller decides).

type DemoUser = {
  email: string;
  username: string;
  isAdmin: boolean;
  isEditor: boolean;
  studentGrade: number | null;
  referralCode: string;
};

export type DemoAccounts = {
  users: DemoUser[];
  /** An active monthly subscription for the subscriber, ending a year from now. */
  subscription: { email: string; plan: "MONTHLY"; status: "ACTIVE"; currentPeriodEnd: Date };
  /** The parent follows the student. */
  studentLink: { parentEmail: string; studentEmail: string };
};

const user = (email: string, username: string, referralCode: string, extra: Partial<DemoUser> = {}): DemoUser => ({
  email,
  username,
  isAdmin: false,
  isEditor: false,
  studentGrade: null,
  referralCode,
  ...extra,
});

export function buildDemoAccounts(now: Date): DemoAccounts {
  const yearFromNow = new Date(now);
  yearFromNow.setUTCFullYear(yearFromNow.getUTCFullYear() + 1);
  return {
    users: [
      user("admin@boxed.test", "Ada Admin", "DEMO-ADMIN", { isAdmin: true }),
      user("editor@boxed.test", "Eddie Editor", "DEMO-EDITOR", { isEditor: true }),
      user("subscriber@boxed.test", "Sam Subscriber", "DEMO-SUBSCRIBER"),
      user("student@boxed.test", "Stu Student", "DEMO-STUDENT", { studentGrade: 8 }),
      user("parent@boxed.test", "Pat Parent", "DEMO-PARENT"),
    ],
    subscription: { email: "subscriber@boxed.test", plan: "MONTHLY", status: "ACTIVE", currentPeriodEnd: yearFromNow },
    studentLink: { parentEmail: "parent@boxed.test", studentEmail: "student@boxed.test" },
  };
}
