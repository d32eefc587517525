// /api/user/*: status, profile and the profile changes of spec section 7.
import { body, signedIn, unwrapResult, wholeNumber, type RestRoute, type InputErrorResult } from "./door.ts";

const STUDENT_FIELDS = "userId username email studentGrade difficultyLevel";
type Student = { userId: number; username: string; email: string; studentGrade: number | null; difficultyLevel: number | null };

const studentJson = (student: Student) => ({
  id: student.userId,
  username: student.username,
  useremail: student.email,
  student_grade: student.studentGrade,
  difficult_level: student.difficultyLevel,
});


export const userStatusRoute: RestRoute<{
  viewer: { username: string; email: string; isAdmin: boolean; isEditor: boolean; isSubscriber: boolean } | null;
}> = {
  method: "GET",
  url: "/api/user/status",
  document: /* GraphQL */ `query RestUserStatus { viewer { username email isAdmin isEditor isSubscriber } }`,
  toJson: ({ viewer }) => ({
    is_signed_in: viewer !== null,
    username: viewer?.username ?? null,
    current_user: viewer?.email ?? null,
    is_admin: viewer?.isAdmin ?? false,
    is_editor: viewer?.isEditor ?? false,
    is_subscriber: viewer?.isSubscriber ?? false,
  }),
};

export const userProfileRoute: RestRoute<{
  viewer: (Student & { referralCode: string; isAdmin: boolean; isSubscriber: boolean; students: Student[] }) | null;
}> = {
  method: "GET",
  url: "/api/user/profile",
  document: /* GraphQL */ `query RestUserProfile {
    viewer { ${STUDENT_FIELDS} referralCode isAdmin isSubscriber students { ${STUDENT_FIELDS} } }
  }`,
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
};

export const updateUsernameRoute: RestRoute<{ updateUsername: InputErrorResult | { __typename: "User"; username: string; email: string } }> = {
  method: "POST",
  url: "/api/user/update-username",
  document: /* GraphQL */ `mutation RestUpdateUsername($email: String, $username: String!) {
    updateUsername(email: $email, username: $username) { __typename ... on InputError { message } ... on User { username email } }
  }`,
  variables: (request) => ({ email: body(request).useremail ?? null, username: body(request).username ?? "" }),
  toJson: (data) => {
    const user = unwrapResult(data.updateUsername);
    return { success: true, username: user.username, useremail: user.email };
  },
};

export const updateStudentRoute: RestRoute<{ saveStudent: InputErrorResult | ({ __typename: "User" } & Student) }> = {
  method: "POST",
  url: "/api/user/update",
  // useremail names the parent, who is always the signed-in user.
  document: /* GraphQL */ `mutation RestSaveStudent($studentEmail: String!, $studentGrade: Int!) {
    saveStudent(studentEmail: $studentEmail, studentGrade: $studentGrade) {
      __typename ... on InputError { message } ... on User { ${STUDENT_FIELDS} }
    }
  }`,
  variables: (request) => ({ studentEmail: body(request).student_email ?? "", studentGrade: wholeNumber(body(request).student_grade, "student_grade") }),
  toJson: (data) => ({ success: true, student: studentJson(unwrapResult(data.saveStudent)) }),
};

export const updateDifficultyRoute: RestRoute<{ updateDifficulty: InputErrorResult | ({ __typename: "User" } & Student) }> = {
  method: "POST",
  url: "/api/user/update-difficulty",
  document: /* GraphQL */ `mutation RestUpdateDifficulty($studentEmail: String, $difficultyLevel: Int!) {
    updateDifficulty(studentEmail: $studentEmail, difficultyLevel: $difficultyLevel) {
      __typename ... on InputError { message } ... on User { ${STUDENT_FIELDS} }
    }
  }`,
  variables: (request) => ({ studentEmail: body(request).student_email || null, difficultyLevel: wholeNumber(body(request).difficult_level, "difficult_level") }),
  toJson: (data) => {
    const user = unwrapResult(data.updateDifficulty);
    return { success: true, useremail: user.email, difficult_level: user.difficultyLevel };
  },
};
