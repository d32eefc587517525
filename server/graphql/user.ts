import { builder } from "./builder.ts";
import { db } from "../db/index.ts";
import { canSeeUser } from "../domain/access.ts";
import { InputError } from "../domain/errors.ts";
import { isSubscriber } from "../domain/premium.ts";
import { saveStudent, updateDifficulty, updateUsername } from "../services/profile.ts";
import "./errors.ts";

export const SubscriptionRef = builder.prismaObject("Subscription", {
  fields: (t) => ({
    plan: t.exposeString("plan"),
    status: t.exposeString("status"),
    currentPeriodEnd: t.expose("currentPeriodEnd", { type: "DateTime", nullable: true }),
    cancelAtPeriodEnd: t.exposeBoolean("cancelAtPeriodEnd"),
  }),
});

/** Private fields are visible to the user, a parent or teacher who linked them, and admins. */
const privateField = { authScopes: (user: { id: number }, _args: object, context: { viewer: Parameters<typeof canSeeUser>[0] }) => canSeeUser(context.viewer, user.id) };

export const UserRef = builder.prismaNode("User", {
  nullable: true,
  authScopes: (user) => ({ seesUser: user.id }),
  id: { field: "id" },
  fields: (t) => ({
    userId: t.exposeInt("id"),
    username: t.exposeString("username"),
    isAdmin: t.exposeBoolean("isAdmin"),
    isEditor: t.exposeBoolean("isEditor"),
    email: t.exposeString("email", { ...privateField }),
    studentGrade: t.exposeInt("studentGrade", { nullable: true, ...privateField }),
    difficultyLevel: t.exposeInt("difficultyLevel", { nullable: true, ...privateField }),
    referralCode: t.exposeString("referralCode", { ...privateField }),
    isSubscriber: t.boolean({
      ...privateField,
      select: { subscriptions: { where: { status: "ACTIVE" }, select: { status: true, currentPeriodEnd: true } } },
      resolve: (user, _args, context) => isSubscriber(user.subscriptions, context.now),
    }),
    subscription: t.prismaField({
      type: SubscriptionRef,
      nullable: true,
      description: "The newest subscription, active or not.",
      ...privateField,
      resolve: (query, user) => db.subscription.findFirst({ ...query, where: { userId: user.id }, orderBy: { createdAt: "desc" } }),
    }),
    students: t.prismaField({
      type: ["User"],
      description: "Student accounts this user (a parent or teacher) follows.",
      ...privateField,
      resolve: (query, user) =>
        db.user.findMany({ ...query, where: { parents: { some: { parentId: user.id } } }, orderBy: [{ username: "asc" }, { id: "asc" }] }),
    }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: UserRef,
    nullable: true,
    description: "The signed-in user, or null for an anonymous visitor.",
    resolve: (query, _root, _args, context) =>
      context.viewer ? db.user.findUnique({ ...query, where: { id: context.viewer.id } }) : null,
  }),
  user: t.withAuth({ signedIn: true }).prismaField({
    type: UserRef,
    nullable: true,
    description: "A user whose progress the viewer may follow: themself, a linked student, or anyone for admins.",
    args: { userId: t.arg.int({ required: true }) },
    resolve: (query, _root, args, context) => {
      if (!canSeeUser(context.viewer, args.userId)) return null;
      return db.user.findUnique({ ...query, where: { id: args.userId } });
    },
  }),
}));

builder.mutationFields((t) => ({
  updateUsername: t.withAuth({ signedIn: true }).prismaField({
    type: UserRef,
    description: "Renames the signed-in user (admins may name another account by email).",
    errors: { types: [InputError] },
    args: { username: t.arg.string({ required: true }), email: t.arg.string() },
    resolve: async (query, _root, args, context) => {
      const user = await updateUsername(context.viewer, args.email, args.username);
      return db.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
  saveStudent: t.withAuth({ signedIn: true }).prismaField({
    type: UserRef,
    description: "Links a student account by email (creating it if needed) and sets the student's grade.",
    errors: { types: [InputError] },
    args: { studentEmail: t.arg.string({ required: true }), studentGrade: t.arg.int({ required: true }) },
    resolve: async (query, _root, args, context) => {
      const student = await saveStudent(context.viewer, args.studentEmail, args.studentGrade);
      // The link may be new: let the rest of this request see the student's details too.
      if (!context.viewer.studentIds.includes(student.id)) context.viewer.studentIds.push(student.id);
      return db.user.findUniqueOrThrow({ ...query, where: { id: student.id } });
    },
  }),
  updateDifficulty: t.withAuth({ signedIn: true }).prismaField({
    type: UserRef,
    description: "Sets the practice difficulty level (1-5) of the signed-in user or of a linked student.",
    errors: { types: [InputError] },
    args: { difficultyLevel: t.arg.int({ required: true }), studentEmail: t.arg.string() },
    resolve: async (query, _root, args, context) => {
      const user = await updateDifficulty(context.viewer, args.studentEmail, args.difficultyLevel);
      return db.user.findUniqueOrThrow({ ...query, where: { id: user.id } });
    },
  }),
}));
