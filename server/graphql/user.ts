import { isDeepStrictEqual } from "node:util";
import { encodeGlobalID, resolveArrayConnection } from "@pothos/plugin-relay";
import { builder } from "./builder.ts";
import type { Context } from "./context.ts";
import { db } from "../db/index.ts";
import type { Prisma } from "../db/generated/client.ts";
import { canSeeUser, countingStudentLink } from "../domain/access.ts";
import { InputError } from "../domain/errors.ts";
import { isSubscriber } from "../domain/premium.ts";
import { planOf } from "../domain/plans.ts";
import { managesBilling } from "../services/billing.ts";
import {
  acceptParent, pendingStudentRequests, removeParent, saveStudent, updateDifficulty, updateUsername, withdrawStudentRequest,
  type ParentLink, type StudentLinkRequest,
} from "../services/profile.ts";
import { totalCountOf } from "./totalCount.ts";
import { loadersFor } from "./loaders.ts";
import "./errors.ts";

// Named PremiumSubscription: a type named Subscription is taken by GraphQL tools for the
// subscription root (`subscription { status }` validated, then failed).
export const SubscriptionRef = builder.prismaObject("Subscription", {
  name: "PremiumSubscription",
  description: "A premium subscription (monthly or annual) bought through the payment provider.",
  fields: (t) => ({
    plan: t.exposeString("plan", { description: "MONTHLY or ANNUAL." }),
    planName: t.string({ select: { plan: true }, description: "Unlimited Plan or Annual Plan.", resolve: (subscription) => planOf(subscription.plan).name }),
    status: t.exposeString("status", { description: "ACTIVE while paid for; CANCELED, PAST_DUE or INCOMPLETE otherwise (as the payment provider reports it)." }),
    paymentFailed: t.boolean({
      select: { status: true },
      description: "Stripe said the last payment failed (premium ends until a payment succeeds).",
      resolve: (subscription) => subscription.status === "PAST_DUE",
    }),
    currentPeriodEnd: t.expose("currentPeriodEnd", { type: "DateTime", nullable: true, description: "The end of the period paid for; null before the first payment." }),
    cancelAtPeriodEnd: t.exposeBoolean("cancelAtPeriodEnd", { description: "True once cancelled: premium lasts until currentPeriodEnd, then stops." }),
  }),
});

const StudentLinkStatus = builder.enumType("StudentLinkStatus", {
  description: "PENDING until the student accepts the parent's request; ACCEPTED after.",
  values: ["PENDING", "ACCEPTED"] as const,
});

// Ids of the items of the link lists, so the web adds and removes them one by one (Relay
// connections). A request is keyed by its parent and the email typed, which holds from before the
// student has an account until they accept; a parent link by its parent and student, which holds
// from the request to the removal.
const studentLinkRequestId = (request: { parentId: number; email: string }) => encodeGlobalID("StudentLinkRequest", `${request.parentId}:${request.email}`);
const parentLinkId = (link: { parentId: number; studentId: number }) => encodeGlobalID("ParentLink", `${link.parentId}:${link.studentId}`);

export const StudentLinkRequestRef = builder.objectRef<StudentLinkRequest>("StudentLinkRequest").implement({
  description: "A parent's request to follow a student: only the email and grade the parent typed, and its status.",
  fields: (t) => ({
    id: t.id({ resolve: studentLinkRequestId }),
    email: t.exposeString("email"),
    grade: t.exposeInt("grade"),
    status: t.field({ type: StudentLinkStatus, resolve: (request) => request.status }),
  }),
});

const ParentLinkRef = builder.objectRef<ParentLink>("ParentLink").implement({
  description: "A parent or teacher who asked to follow (or follows) the student, as the student sees them.",
  fields: (t) => ({
    id: t.id({ description: "The same while the request waits and once it is accepted.", resolve: parentLinkId }),
    parentUserId: t.exposeInt("parentId"),
    username: t.exposeString("username"),
    email: t.exposeString("email"),
  }),
});

/** What isSubscriber reads of a user's subscriptions; the session's statement reads the same (server/auth/viewer.ts). */
const ACTIVE_SUBSCRIPTIONS = { where: { status: "ACTIVE" as const }, select: { status: true as const, currentPeriodEnd: true as const } };

/**
 * Whether a planned read of the viewer's user asks nothing beyond what their session's statement
 * read (the row and its active subscriptions): then `viewer` answers from that.
 */
function readWithSession(query: { include?: unknown; select?: unknown }): boolean {
  return isDeepStrictEqual(query, {}) || isDeepStrictEqual(query, { include: { subscriptions: ACTIVE_SUBSCRIPTIONS } });
}

/**
 * `db.user.findUnique({ ...query, where: { id } })`, answered from the session's statement when the
 * user is the viewer and the read asks nothing more (`viewer`, and `user(userId:)` of oneself).
 */
export function findUser(query: { include?: Prisma.UserInclude; select?: Prisma.UserSelect }, id: number, context: Context) {
  if (context.viewerUser?.id === id && readWithSession(query)) return context.viewerUser;
  return db.user.findUnique({ ...query, where: { id } });
}

/** The students who accepted this parent's or teacher's link (a `where` on User). */
const followedBy = (parentId: number) => ({ parents: { some: { parentId, ...countingStudentLink } } });

/** Fields only the user themself sees (not a linked parent, not through an API token's owner switch). */
const ownField = { authScopes: (user: { id: number }, _args: object, context: { viewer: { id: number } | null }) => context.viewer?.id === user.id };

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
      select: { subscriptions: ACTIVE_SUBSCRIPTIONS },
      resolve: (user, _args, context) => isSubscriber(user.subscriptions, context.now),
    }),
    subscription: t.prismaField({
      type: SubscriptionRef,
      nullable: true,
      description: "The newest subscription, active or not.",
      ...privateField,
      resolve: (query, user) => db.subscription.findFirst({ ...query, where: { userId: user.id }, orderBy: { createdAt: "desc" } }),
    }),
    managesBilling: t.boolean({
      description: "Stripe is configured and this user has a Stripe customer: the profile offers Manage billing.",
      ...ownField,
      resolve: (user) => managesBilling(user.id),
    }),
    students: t.prismaField({
      type: ["User"],
      description: "Student accounts this user (a parent or teacher) follows.",
      deprecationReason: "Use studentsConnection, which pages (first/after) and counts (totalCount).",
      ...privateField,
      resolve: (query, user) => db.user.findMany({ ...query, where: followedBy(user.id), orderBy: [{ username: "asc" }, { id: "asc" }] }),
    }),
    studentsConnection: t.prismaConnection(
      {
        type: "User",
        cursor: "id",
        description: "Student accounts this user (a parent or teacher) follows, by username: the students who accepted the link.",
        ...privateField,
        totalCount: (user) => db.user.count({ where: followedBy(user.id) }),
        resolve: (query, user) => db.user.findMany({ ...query, where: followedBy(user.id), orderBy: [{ username: "asc" }, { id: "asc" }] }),
      },
    ),
    // Connections (of at most 100 items a page), so the profile adds and removes items from each
    // mutation's answer instead of reading the lists again.
    studentRequests: t.connection({
      type: StudentLinkRequestRef,
      description: "This user's link requests the students have not accepted yet.",
      ...ownField,
      resolve: async (user, args) => resolveArrayConnection({ args }, await pendingStudentRequests(user.id)),
    }, { fields: (t) => ({ totalCount: t.int({ resolve: totalCountOf }) }) }),
    parentRequests: t.connection({
      type: ParentLinkRef,
      description: "Parents or teachers asking to follow this user, waiting for Accept or Decline.",
      ...ownField,
      resolve: async (user, args, context) => resolveArrayConnection({ args }, (await loadersFor(context).parentLinks.load(user.id)).PENDING),
    }, { fields: (t) => ({ totalCount: t.int({ resolve: totalCountOf }) }) }),
    parents: t.connection({
      type: ParentLinkRef,
      description: "Parents or teachers this user accepted; the user may remove them.",
      ...ownField,
      resolve: async (user, args, context) => resolveArrayConnection({ args }, (await loadersFor(context).parentLinks.load(user.id)).ACCEPTED),
    }, { fields: (t) => ({ totalCount: t.int({ resolve: totalCountOf }) }) }),
  }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: UserRef,
    nullable: true,
    description: "The signed-in user, or null for an anonymous visitor.",
    // The session's own statement read the viewer's row and active subscriptions: most screens
    // (the top bar, every screen's `viewer { id isAdmin isEditor }`) ask nothing more of it.
    resolve: (query, _root, _args, context) => {
      if (!context.viewer) return null;
      return findUser(query, context.viewer.id, context);
    },
  }),
  user: t.withAuth({ signedIn: true }).prismaField({
    type: UserRef,
    nullable: true,
    description: "A user whose progress the viewer may follow: themself, a linked student, or anyone for admins.",
    args: { userId: t.arg.int({ required: true }) },
    resolve: (query, _root, args, context) => {
      if (!canSeeUser(context.viewer, args.userId)) return null;
      return findUser(query, args.userId, context);
    },
  }),
}));

// What each link mutation changed, for the web to add or remove that one item.
const StudentSavedRef = builder.objectRef<StudentLinkRequest>("StudentSaved").implement({
  description: "What saving a student did: a request now waiting for the student, or the grade of a student who had accepted.",
  fields: (t) => ({
    pendingRequest: t.field({
      type: StudentLinkRequestRef,
      nullable: true,
      description: "The request waiting for the student (new, or with the grade just typed); null when the student had accepted.",
      resolve: (request) => (request.status === "PENDING" ? request : null),
    }),
    student: t.prismaField({
      type: UserRef,
      nullable: true,
      description: "The student who had accepted, with the grade just saved; null while the request waits.",
      resolve: (query, request) => (request.studentId === null ? null : db.user.findUnique({ ...query, where: { id: request.studentId } })),
    }),
  }),
});

const StudentRequestWithdrawnRef = builder.objectRef<{ parentId: number; email: string; viewerId: number }>("StudentRequestWithdrawn").implement({
  fields: (t) => ({
    withdrawnRequestId: t.id({ description: "The id of the request taken away.", resolve: studentLinkRequestId }),
    viewer: t.prismaField({ type: UserRef, resolve: (query, withdrawn) => db.user.findUniqueOrThrow({ ...query, where: { id: withdrawn.viewerId } }) }),
  }),
});

const ParentLinkChangeRef = builder.objectRef<{ parentId: number; studentId: number; link: ParentLink | null }>("ParentLinkChange").implement({
  description: "A parent accepted, declined or removed by the student.",
  fields: (t) => ({
    parentLinkId: t.id({ description: "The link's id: it leaves the requests (and, when removed, the linked parents).", resolve: parentLinkId }),
    parentLink: t.field({
      type: ParentLinkRef,
      nullable: true,
      description: "The parent now linked, after Accept; null after Decline or Remove.",
      resolve: (change) => change.link,
    }),
    viewer: t.prismaField({ type: UserRef, resolve: (query, change) => db.user.findUniqueOrThrow({ ...query, where: { id: change.studentId } }) }),
  }),
});

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
  saveStudent: t.withAuth({ signedIn: true }).field({
    type: StudentSavedRef,
    description: "Asks to follow a student by email (pending until the student accepts; no account is created), or sets the grade of a student who accepted.",
    errors: { types: [InputError] },
    args: { studentEmail: t.arg.string({ required: true }), studentGrade: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => saveStudent(context.viewer, args.studentEmail, args.studentGrade),
  }),
  withdrawStudentRequest: t.withAuth({ signedIn: true }).field({
    type: StudentRequestWithdrawnRef,
    description: "The parent withdraws a pending request.",
    args: { studentEmail: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => ({ ...(await withdrawStudentRequest(context.viewer, args.studentEmail)), viewerId: context.viewer.id }),
  }),
  acceptParent: t.withAuth({ signedIn: true }).field({
    type: ParentLinkChangeRef,
    description: "The student accepts a parent's request.",
    errors: { types: [InputError] },
    args: { parentUserId: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const link = await acceptParent(context.viewer, args.parentUserId);
      return { parentId: args.parentUserId, studentId: context.viewer.id, link };
    },
  }),
  removeParent: t.withAuth({ signedIn: true }).field({
    type: ParentLinkChangeRef,
    description: "The student declines a parent's request or removes a linked parent.",
    args: { parentUserId: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      await removeParent(context.viewer, args.parentUserId);
      return { parentId: args.parentUserId, studentId: context.viewer.id, link: null };
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
