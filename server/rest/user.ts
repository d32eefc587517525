// /api/user/*: status, profile and the profile changes of spec section 7.
import { body, restRoute, signedIn, textField, unwrapResult, wholeNumber } from "./door.ts";
import {
  RestSaveStudentDocument,
  RestUpdateDifficultyDocument,
  RestUpdateUsernameDocument,
  RestUserProfileDocument,
  RestUserStatusDocument,
  type RestStudentFragment,
} from "./__generated__/graphql.ts";

const studentJson = (student: RestStudentFragment) => ({
  id: student.userId,
  username: student.username,
  useremail: student.email,
  student_grade: student.studentGrade,
  difficult_level: student.difficultyLevel,
});

export const userStatusRoute = restRoute({
  method: "GET",
  url: "/api/user/status",
  document: RestUserStatusDocument,
  toJson: ({ viewer }) => ({
    is_signed_in: viewer !== null,
    username: viewer?.username ?? null,
    current_user: viewer?.email ?? null,
    is_admin: viewer?.isAdmin ?? false,
    is_editor: viewer?.isEditor ?? false,
    is_subscriber: viewer?.isSubscriber ?? false,
  }),
});

export const userProfileRoute = restRoute({
  method: "GET",
  url: "/api/user/profile",
  document: RestUserProfileDocument,
  toJson: (data) => {
    const viewer = signedIn(data.viewer);
    return {
      user: {
        useremail: viewer.email,
        username: viewer.username,
        gen_referral_code: viewer.referralCode,
        student_grade: viewer.studentGrade,
        difficult_level: viewer.difficultyLevel,
      },
      student_users: viewer.students.map(studentJson),
      is_admin: viewer.isAdmin,
      is_subscriber: viewer.isSubscriber,
    };
  },
});

export const updateUsernameRoute = restRoute({
  method: "POST",
  url: "/api/user/update-username",
  document: RestUpdateUsernameDocument,
  variables: (request) => {
    const { useremail, username } = body(request);
    return { email: textField(useremail, "useremail"), username: textField(username, "username") ?? "" };
  },
  toJson: (data) => {
    const user = unwrapResult(data.updateUsername);
    return { success: true, username: user.username, useremail: user.email };
  },
});

export const updateStudentRoute = restRoute({
  method: "POST",
  url: "/api/user/update",
  // useremail names the parent, who is always the signed-in user.
  document: RestSaveStudentDocument,
  variables: (request) => {
    const { student_email, student_grade } = body(request);
    return { studentEmail: textField(student_email, "student_email") ?? "", studentGrade: wholeNumber(student_grade, "student_grade") };
  },
  // A request stays pending until the student accepts it: only what the parent typed comes back.
  toJson: (data) => {
    const { pendingRequest, student } = unwrapResult(data.saveStudent);
    const request = pendingRequest
      ? { useremail: pendingRequest.email, student_grade: pendingRequest.grade, status: "pending" }
      : { useremail: student?.email, student_grade: student?.studentGrade, status: "accepted" };
    return { success: true, student: null, request };
  },
});

export const updateDifficultyRoute = restRoute({
  method: "POST",
  url: "/api/user/update-difficulty",
  document: RestUpdateDifficultyDocument,
  variables: (request) => {
    const { student_email, difficult_level } = body(request);
    return { studentEmail: textField(student_email, "student_email") || null, difficultyLevel: wholeNumber(difficult_level, "difficult_level") };
  },
  toJson: (data) => {
    const user = unwrapResult(data.updateDifficulty);
    return { success: true, useremail: user.email, difficult_level: user.difficultyLevel };
  },
});
