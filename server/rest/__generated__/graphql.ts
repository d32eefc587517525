/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Where an answer was given: lesson practice, random practice, the question page, or a contest. */
export type AttemptSource =
  /** An answer in a mock contest. */
  | 'CONTEST'
  /** An answer in a lesson's section. */
  | 'LESSON'
  /** An answer in random practice. */
  | 'PRACTICE'
  /** An answer on a question's own page. */
  | 'QUESTION'
  /** An answer in a review round of past mistakes. */
  | 'REVIEW';

/** A contest family with its own rating: AMC 8, AMC 10 (10A and 10B), AMC 12 (12A and 12B), AIME (I and II). */
export type CompetitionFamily =
  /** American Invitational Mathematics Examination (15 questions, answers 0 to 999). */
  | 'AIME'
  /** AMC 8 (25 multiple-choice questions). */
  | 'AMC8'
  /** AMC 10 (25 multiple-choice questions). */
  | 'AMC10'
  /** AMC 12 (25 multiple-choice questions). */
  | 'AMC12';

/** One answer of a contest submission. */
export type ContestAnswerInput = {
  /** A letter A to E, a whole number from 0 to 999 (AIME), or empty for blank. */
  answer: string;
  /** The question's number id. */
  questionId: number;
};

/** A contest by its name (any case) and year, such as AMC_10A and 2024. */
export type ContestNameInput = {
  /** The competition's name, e.g. AMC_10A. */
  name: string;
  /** The year. */
  year: number;
};

/** What random practice picks. */
export type PracticeMode =
  /** A question never answered, near the student's level. */
  | 'NEW'
  /** Past mistakes, most due first. */
  | 'REVIEW';

/** PUBLISHED questions are seen by students; PENDING_REVIEW and REJECTED ones only by their author and editors. */
export type QuestionStatus =
  /** Removed by an admin: shown to nobody; students' attempts and history keep it. */
  | 'DELETED'
  /** Waiting for an editor. */
  | 'PENDING_REVIEW'
  /** Seen by students. */
  | 'PUBLISHED'
  /** Sent back to its author. */
  | 'REJECTED';

/** PENDING until the student accepts the parent's request; ACCEPTED after. */
export type StudentLinkStatus =
  /** The student accepted: the parent sees their progress. */
  | 'ACCEPTED'
  /** Waiting for the student to accept or decline. */
  | 'PENDING';

/** A new question. */
export type SubmitQuestionInput = {
  /** A letter A-E for multiple choice, else the answer. Required. */
  answer?: string | null | undefined;
  /** The competition's name, e.g. AMC_10A. */
  competitionName?: string | null | undefined;
  /** The competition's year. */
  competitionYear?: number | null | undefined;
  /** A PNG, JPEG, GIF or WebP picture of at most 1 MB, base64 (POST /api/questions takes it as a file). */
  imageBase64?: string | null | undefined;
  /** Whether the text ends with choices A to E. */
  isMultipleChoice?: boolean | null | undefined;
  /** The question as HTML with $…$ or \(…\) math; (A)…(E) at the end become the choices. */
  problemHtml?: string | null | undefined;
  /** Its number in the competition. */
  problemNumber?: number | null | undefined;
  /** The worked solution (HTML or text with math). Required. */
  solution?: string | null | undefined;
  /** The question as plain text. */
  text?: string | null | undefined;
  /** Its topic. */
  topic?: Topic | null | undefined;
};

/** A topic of contest mathematics. */
export type Topic =
  /** Algebra. */
  | 'ALGEBRA'
  /** Counting & Probability. */
  | 'COUNTING_PROBABILITY'
  /** Geometry. */
  | 'GEOMETRY'
  /** Number Theory. */
  | 'NUMBER_THEORY';

/** Every field of the admin question editor; null clears a field. */
export type UpdateQuestionInput = {
  /** The right answer. */
  answer?: string | null | undefined;
  /** Five choices A-E; omit or null to keep the stored ones. */
  choices?: Array<string> | null | undefined;
  /** The competition's name, e.g. AMC_10A. */
  competitionName?: string | null | undefined;
  /** The competition's year. */
  competitionYear?: number | null | undefined;
  /** 1 (easiest) to 5. */
  difficultyLevel?: number | null | undefined;
  /** Whether the text ends with choices A to E. */
  isMultipleChoice?: boolean | null | undefined;
  /** The updatedAt the editor loaded; a save over a newer version is refused. */
  openedAt?: string | null | undefined;
  /** The organisation that set it. */
  organizationName?: string | null | undefined;
  /** The problem as HTML (sanitised when stored). */
  problemHtml?: string | null | undefined;
  /** Its number in the competition. */
  problemNumber?: number | null | undefined;
  /** The school grade it suits. */
  schoolGrade?: number | null | undefined;
  /** The problem set it belongs to. */
  setName?: string | null | undefined;
  /** The solution as HTML (sanitised when stored). */
  solutionHtml?: string | null | undefined;
  /** The solution as typed. */
  solutionText?: string | null | undefined;
  /** The problem as typed. */
  text?: string | null | undefined;
  /** Its topic. */
  topic?: Topic | null | undefined;
};

export type RestMockTestsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestMockTestsQuery = { mockTests: Array<{ name: string, years: Array<number>, testTakers: number, topTakers: Array<{ name: string, score: number, year: number }> }>, amc8: Array<{ rank: number, userId: number, username: string, rating: number }>, amc10: Array<{ rank: number, userId: number, username: string, rating: number }>, amc12: Array<{ rank: number, userId: number, username: string, rating: number }>, aime: Array<{ rank: number, userId: number, username: string, rating: number }> };

export type RestRankedEntryFragment = { rank: number, userId: number, username: string, rating: number };

export type RestContestQueryVariables = Exact<{
  name: string;
  year: number;
}>;


export type RestContestQuery = { viewer: { isAdmin: boolean } | null, contest: { startToken: string, isAllowedToSubmit: boolean, competition: { name: string, year: number, durationMinutes: number }, questions: Array<{ questionId: number, problemNumber: number, problemHtml: string, text: string, imageUrl: string | null, isMultipleChoice: boolean, choices: Array<string> }> } | null };

export type RestSubmitContestMutationVariables = Exact<{
  startToken: string;
  answers: Array<ContestAnswerInput> | ContestAnswerInput;
  competition: ContestNameInput;
}>;


export type RestSubmitContestMutation = { submitContest:
    | { __typename: 'ContestResult', message: string, score: number, fullScore: number, correct: number, blank: number, incorrect: number, rated: boolean, late: boolean, ratingChange: { before: number, after: number, provisional: boolean } | null }
    | { __typename: 'InputError', message: string }
   };

export type RestCourseFragment = { courseId: number, name: string, competitionName: string, category: string, progress: { total: number, completed: number, rate: number }, lessons: Array<{ lessonId: number, name: string, active: boolean, practiceQuestionIds: Array<number>, exampleQuestionIds: Array<number>, progress: { total: number, completed: number, rate: number } }> };

export type RestCoursesQueryVariables = Exact<{ [key: string]: never; }>;


export type RestCoursesQuery = { viewer: { isAdmin: boolean, isEditor: boolean } | null, courses: Array<{ courseId: number, name: string, competitionName: string, category: string, progress: { total: number, completed: number, rate: number }, lessons: Array<{ lessonId: number, name: string, active: boolean, practiceQuestionIds: Array<number>, exampleQuestionIds: Array<number>, progress: { total: number, completed: number, rate: number } }> }> };

export type RestCourseQueryVariables = Exact<{
  courseId: number;
}>;


export type RestCourseQuery = { course: { courseId: number, name: string, competitionName: string, category: string, progress: { total: number, completed: number, rate: number }, lessons: Array<{ lessonId: number, name: string, active: boolean, practiceQuestionIds: Array<number>, exampleQuestionIds: Array<number>, progress: { total: number, completed: number, rate: number } }> } | null };

export type RestDashboardQueryVariables = Exact<{
  userId?: number | null | undefined;
}>;


export type RestDashboardQuery = { viewer: { isAdmin: boolean } | null, dashboard: { student: { email: string }, testResults: Array<{ competitionName: string, competitionYear: number, submissions: Array<{ score: number, fullScore: number, correct: number, blank: number, incorrect: number, percent: number, answers: Array<number | null> }> }>, performance: Array<{ lessonName: string, months: Array<{ month: string, correct: number, total: number }> }>, reviewProblems: Array<{ questionId: number, text: string, problemHtml: string, imageUrl: string | null, problemNumber: number, isMultipleChoice: boolean, choices: Array<string>, topic: Topic | null, schoolGrade: number | null, difficultyLevel: number | null, organizationName: string | null, setName: string | null, successRate: number | null, estimatedSuccessRate: number, solved: boolean, competition: { name: string, year: number } | null, reveal: { answer: string, solutionText: string | null, solutionHtml: string | null, solutionAi: string | null, solutionUrl: string | null, solutionVideos: Array<string> } | null, similarQuestions: Array<{ questionId: number | null, competitionName: string | null, competitionYear: number | null, problemNumber: number }>, relatedSections: Array<{ section: { sectionId: number, name: string, lessonId: number } }> }>, reviewAnswers: Array<{ questionId: number, answer: string }>, ratings: Array<{ family: CompetitionFamily, rating: number }>, mastery: Array<{ competitionName: string, competitionYear: number, cells: Array<number>, topics: Array<Topic | null> }> } };

export type RestHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type RestHomeQuery = { viewer: { isAdmin: boolean } | null, questionOfTheDay: { questionId: number, problemHtml: string, problemNumber: number, choices: Array<string>, competition: { name: string, year: number } | null } | null, amc8: Array<{ userId: number, username: string, rating: number }>, amc10: Array<{ userId: number, username: string, rating: number }>, amc12: Array<{ userId: number, username: string, rating: number }>, forYou: { requiresLogin: boolean, contests: Array<{ contestId: string, label: string, enabled: boolean, requiredAnswers: number, lessons: Array<{ lessonId: number, name: string, competitionName: string, wrong: number, correct: number, attempts: number, correctRate: number }> }> }, trendingAmc8: Array<{ lessonId: number, name: string, userCount: number, questionCount: number }>, trendingAmc10: Array<{ lessonId: number, name: string, userCount: number, questionCount: number }> };

export type RestHomeLeaderFragment = { userId: number, username: string, rating: number };

export type RestTrendingLessonFragment = { lessonId: number, name: string, userCount: number, questionCount: number };

export type RestSectionNotesQueryVariables = Exact<{
  lessonId: number;
  sectionId?: number | null | undefined;
}>;


export type RestSectionNotesQuery = { viewer: { isAdmin: boolean, isEditor: boolean } | null, lesson: { lessonId: number, name: string, description: string | null, progress: { rate: number }, sections: Array<{ sectionId: number, name: string, progress: { total: number, completed: number }, practiceQuestions: Array<{ questionId: number, viewerState: { locked: boolean } | null }> }>, shown: Array<{ sectionId: number, notesHtml: string, exampleQuestions: Array<{ questionId: number }>, practiceQuestions: Array<{ questionId: number, text: string, problemHtml: string, imageUrl: string | null, problemNumber: number, isMultipleChoice: boolean, choices: Array<string>, topic: Topic | null, schoolGrade: number | null, difficultyLevel: number | null, organizationName: string | null, setName: string | null, successRate: number | null, estimatedSuccessRate: number, solved: boolean, competition: { name: string, year: number } | null, reveal: { answer: string, solutionText: string | null, solutionHtml: string | null, solutionAi: string | null, solutionUrl: string | null, solutionVideos: Array<string> } | null, similarQuestions: Array<{ questionId: number | null, competitionName: string | null, competitionYear: number | null, problemNumber: number }>, relatedSections: Array<{ section: { sectionId: number, name: string, lessonId: number } }> }> }> } | null };

export type RestSectionPageFragment = { sectionId: number, notesHtml: string, exampleQuestions: Array<{ questionId: number }>, practiceQuestions: Array<{ questionId: number, text: string, problemHtml: string, imageUrl: string | null, problemNumber: number, isMultipleChoice: boolean, choices: Array<string>, topic: Topic | null, schoolGrade: number | null, difficultyLevel: number | null, organizationName: string | null, setName: string | null, successRate: number | null, estimatedSuccessRate: number, solved: boolean, competition: { name: string, year: number } | null, reveal: { answer: string, solutionText: string | null, solutionHtml: string | null, solutionAi: string | null, solutionUrl: string | null, solutionVideos: Array<string> } | null, similarQuestions: Array<{ questionId: number | null, competitionName: string | null, competitionYear: number | null, problemNumber: number }>, relatedSections: Array<{ section: { sectionId: number, name: string, lessonId: number } }> }> };

export type RestSubmitLessonAnswerMutationVariables = Exact<{
  questionId: number;
  lessonId: number;
  sectionId: number;
  answer: string;
}>;


export type RestSubmitLessonAnswerMutation = { submitLessonAnswer:
    | { __typename: 'InputError', message: string }
    | { __typename: 'LessonAnswerResult', correct: boolean, message: string, correctAnswer: string | null }
   };

export type RestRandomPracticeQueryVariables = Exact<{
  mode: PracticeMode;
  competition?: string | null | undefined;
  topic?: Topic | null | undefined;
  reviewDays?: number | null | undefined;
  excludeQuestionId?: number | null | undefined;
}>;


export type RestRandomPracticeQuery = { viewer: { isAdmin: boolean } | null, practiceQuestion: { questionId: number, text: string, problemHtml: string, imageUrl: string | null, problemNumber: number, isMultipleChoice: boolean, choices: Array<string>, topic: Topic | null, schoolGrade: number | null, difficultyLevel: number | null, organizationName: string | null, setName: string | null, successRate: number | null, estimatedSuccessRate: number, solved: boolean, competition: { name: string, year: number } | null, reveal: { answer: string, solutionText: string | null, solutionHtml: string | null, solutionAi: string | null, solutionUrl: string | null, solutionVideos: Array<string> } | null, similarQuestions: Array<{ questionId: number | null, competitionName: string | null, competitionYear: number | null, problemNumber: number }>, relatedSections: Array<{ section: { sectionId: number, name: string, lessonId: number } }> } | null };

export type RestImportProblemBankMutationVariables = Exact<{
  jsonLines: string;
  dryRun: boolean;
}>;


export type RestImportProblemBankMutation = { importProblemBank: { lines: number, created: number, updated: number, unchanged: number, competitionsCreated: number, dryRun: boolean, errors: Array<{ line: number, messages: Array<string> }>, warnings: Array<{ line: number, messages: Array<string> }> } };

export type RestSubmitQuestionMutationVariables = Exact<{
  input: SubmitQuestionInput;
}>;


export type RestSubmitQuestionMutation = { submitQuestion:
    | { __typename: 'InputError', message: string }
    | { __typename: 'SubmittedQuestion', questionId: number, status: QuestionStatus, message: string }
   };

export type RestUpdateQuestionMutationVariables = Exact<{
  questionId: number;
  input: UpdateQuestionInput;
}>;


export type RestUpdateQuestionMutation = { updateQuestion:
    | { __typename: 'InputError', message: string }
    | { __typename: 'QuestionDraft', questionId: number, text: string | null, problemHtml: string | null, imageUrl: string | null, isMultipleChoice: boolean, choices: Array<string>, answer: string, solutionText: string | null, solutionHtml: string | null, problemNumber: number, competitionName: string | null, competitionYear: number | null, topic: Topic | null, schoolGrade: number | null, difficultyLevel: number | null, organizationName: string | null, setName: string | null, status: QuestionStatus, updatedAt: string }
   };

export type RestQuestionDraftFragment = { questionId: number, text: string | null, problemHtml: string | null, imageUrl: string | null, isMultipleChoice: boolean, choices: Array<string>, answer: string, solutionText: string | null, solutionHtml: string | null, problemNumber: number, competitionName: string | null, competitionYear: number | null, topic: Topic | null, schoolGrade: number | null, difficultyLevel: number | null, organizationName: string | null, setName: string | null, status: QuestionStatus, updatedAt: string };

export type RestQuestionObjectFragment = { questionId: number, text: string, problemHtml: string, imageUrl: string | null, problemNumber: number, isMultipleChoice: boolean, choices: Array<string>, topic: Topic | null, schoolGrade: number | null, difficultyLevel: number | null, organizationName: string | null, setName: string | null, successRate: number | null, estimatedSuccessRate: number, solved: boolean, competition: { name: string, year: number } | null, reveal: { answer: string, solutionText: string | null, solutionHtml: string | null, solutionAi: string | null, solutionUrl: string | null, solutionVideos: Array<string> } | null, similarQuestions: Array<{ questionId: number | null, competitionName: string | null, competitionYear: number | null, problemNumber: number }>, relatedSections: Array<{ section: { sectionId: number, name: string, lessonId: number } }> };

export type RestQuestionQueryVariables = Exact<{
  questionId: number;
}>;


export type RestQuestionQuery = { viewer: { isAdmin: boolean } | null, question: { questionId: number, text: string, problemHtml: string, imageUrl: string | null, problemNumber: number, isMultipleChoice: boolean, choices: Array<string>, topic: Topic | null, schoolGrade: number | null, difficultyLevel: number | null, organizationName: string | null, setName: string | null, successRate: number | null, estimatedSuccessRate: number, solved: boolean, competition: { name: string, year: number } | null, reveal: { answer: string, solutionText: string | null, solutionHtml: string | null, solutionAi: string | null, solutionUrl: string | null, solutionVideos: Array<string> } | null, similarQuestions: Array<{ questionId: number | null, competitionName: string | null, competitionYear: number | null, problemNumber: number }>, relatedSections: Array<{ section: { sectionId: number, name: string, lessonId: number } }> } | null };

export type RestQuestionByNumberQueryVariables = Exact<{
  competitionName: string;
  year: number;
  problemNumber: number;
}>;


export type RestQuestionByNumberQuery = { viewer: { isAdmin: boolean } | null, question: { questionId: number, text: string, problemHtml: string, imageUrl: string | null, problemNumber: number, isMultipleChoice: boolean, choices: Array<string>, topic: Topic | null, schoolGrade: number | null, difficultyLevel: number | null, organizationName: string | null, setName: string | null, successRate: number | null, estimatedSuccessRate: number, solved: boolean, competition: { name: string, year: number } | null, reveal: { answer: string, solutionText: string | null, solutionHtml: string | null, solutionAi: string | null, solutionUrl: string | null, solutionVideos: Array<string> } | null, similarQuestions: Array<{ questionId: number | null, competitionName: string | null, competitionYear: number | null, problemNumber: number }>, relatedSections: Array<{ section: { sectionId: number, name: string, lessonId: number } }> } | null };

export type RestSubmitAnswerMutationVariables = Exact<{
  questionId: number;
  answer: string;
  source: AttemptSource;
}>;


export type RestSubmitAnswerMutation = { submitAnswer:
    | { __typename: 'AnswerResult', correct: boolean, locked: boolean, attemptsLeft: number, correctAnswer: string | null, question: { problemNumber: number, successRate: number | null, competition: { name: string, year: number } | null, reveal: { solutionText: string | null, solutionHtml: string | null } | null } }
    | { __typename: 'InputError', message: string }
   };

export type RestStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type RestStatsQuery = { stats: { summary: { uniqueUsersThisMonth: number, totalUsers: number, uniqueQuestionsThisMonth: number, totalAnswers: number }, dailyActiveUsers: Array<{ day: string, count: number }>, weeklyActiveUsers: Array<{ day: string, count: number }>, monthlyAnswerCounts: Array<{ month: string, count: number }>, monthlyActiveUsers: Array<{ month: string, count: number }>, monthlyInactiveUsers: Array<{ month: string, count: number }>, churnRates: Array<{ month: string, rate: number }>, surveySummary: Array<{ surveyId: number, question: string, answer: string, votes: number }>, answersBySource: Array<{ week: string, source: AttemptSource, count: number }> } };

export type RestUserStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type RestUserStatusQuery = { viewer: { username: string, email: string, isAdmin: boolean, isEditor: boolean, isSubscriber: boolean } | null };

export type RestUserProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type RestUserProfileQuery = { viewer: { referralCode: string, isAdmin: boolean, isSubscriber: boolean, userId: number, username: string, email: string, studentGrade: number | null, difficultyLevel: number | null, students: Array<{ userId: number, username: string, email: string, studentGrade: number | null, difficultyLevel: number | null }> } | null };

export type RestStudentFragment = { userId: number, username: string, email: string, studentGrade: number | null, difficultyLevel: number | null };

export type RestUpdateUsernameMutationVariables = Exact<{
  email?: string | null | undefined;
  username: string;
}>;


export type RestUpdateUsernameMutation = { updateUsername:
    | { __typename: 'InputError', message: string }
    | { __typename: 'User', username: string, email: string }
   };

export type RestSaveStudentMutationVariables = Exact<{
  studentEmail: string;
  studentGrade: number;
}>;


export type RestSaveStudentMutation = { saveStudent:
    | { __typename: 'InputError', message: string }
    | { __typename: 'StudentSaved', pendingRequest: { email: string, grade: number, status: StudentLinkStatus } | null, student: { email: string, studentGrade: number | null } | null }
   };

export type RestUpdateDifficultyMutationVariables = Exact<{
  studentEmail?: string | null | undefined;
  difficultyLevel: number;
}>;


export type RestUpdateDifficultyMutation = { updateDifficulty:
    | { __typename: 'InputError', message: string }
    | { __typename: 'User', userId: number, username: string, email: string, studentGrade: number | null, difficultyLevel: number | null }
   };

export type RestCancelSubscriptionMutationVariables = Exact<{
  email?: string | null | undefined;
}>;


export type RestCancelSubscriptionMutation = { cancelSubscription:
    | { __typename: 'InputError', message: string }
    | { __typename: 'PremiumSubscription', cancelAtPeriodEnd: boolean, currentPeriodEnd: string | null }
   };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const RestRankedEntryFragmentDoc = new TypedDocumentString(`
    fragment RestRankedEntry on LeaderboardEntry {
  rank
  userId
  username
  rating
}
    `, {"fragmentName":"RestRankedEntry"}) as unknown as TypedDocumentString<RestRankedEntryFragment, unknown>;
export const RestCourseFragmentDoc = new TypedDocumentString(`
    fragment RestCourse on Course {
  courseId
  name
  competitionName
  category
  progress {
    total
    completed
    rate
  }
  lessons {
    lessonId
    name
    active
    practiceQuestionIds
    exampleQuestionIds
    progress {
      total
      completed
      rate
    }
  }
}
    `, {"fragmentName":"RestCourse"}) as unknown as TypedDocumentString<RestCourseFragment, unknown>;
export const RestHomeLeaderFragmentDoc = new TypedDocumentString(`
    fragment RestHomeLeader on LeaderboardEntry {
  userId
  username
  rating
}
    `, {"fragmentName":"RestHomeLeader"}) as unknown as TypedDocumentString<RestHomeLeaderFragment, unknown>;
export const RestTrendingLessonFragmentDoc = new TypedDocumentString(`
    fragment RestTrendingLesson on TrendingLesson {
  lessonId
  name
  userCount
  questionCount
}
    `, {"fragmentName":"RestTrendingLesson"}) as unknown as TypedDocumentString<RestTrendingLessonFragment, unknown>;
export const RestQuestionObjectFragmentDoc = new TypedDocumentString(`
    fragment RestQuestionObject on Question {
  questionId
  text
  problemHtml
  imageUrl
  problemNumber
  isMultipleChoice
  choices
  competition {
    name
    year
  }
  topic
  schoolGrade
  difficultyLevel
  organizationName
  setName
  reveal {
    answer
    solutionText
    solutionHtml
    solutionAi
    solutionUrl
    solutionVideos
  }
  successRate
  estimatedSuccessRate
  solved
  similarQuestions {
    questionId
    competitionName
    competitionYear
    problemNumber
  }
  relatedSections {
    section {
      sectionId
      name
      lessonId
    }
  }
}
    `, {"fragmentName":"RestQuestionObject"}) as unknown as TypedDocumentString<RestQuestionObjectFragment, unknown>;
export const RestSectionPageFragmentDoc = new TypedDocumentString(`
    fragment RestSectionPage on Section {
  sectionId
  notesHtml
  exampleQuestions {
    questionId
  }
  practiceQuestions {
    ...RestQuestionObject
  }
}
    fragment RestQuestionObject on Question {
  questionId
  text
  problemHtml
  imageUrl
  problemNumber
  isMultipleChoice
  choices
  competition {
    name
    year
  }
  topic
  schoolGrade
  difficultyLevel
  organizationName
  setName
  reveal {
    answer
    solutionText
    solutionHtml
    solutionAi
    solutionUrl
    solutionVideos
  }
  successRate
  estimatedSuccessRate
  solved
  similarQuestions {
    questionId
    competitionName
    competitionYear
    problemNumber
  }
  relatedSections {
    section {
      sectionId
      name
      lessonId
    }
  }
}`, {"fragmentName":"RestSectionPage"}) as unknown as TypedDocumentString<RestSectionPageFragment, unknown>;
export const RestQuestionDraftFragmentDoc = new TypedDocumentString(`
    fragment RestQuestionDraft on QuestionDraft {
  questionId
  text
  problemHtml
  imageUrl
  isMultipleChoice
  choices
  answer
  solutionText
  solutionHtml
  problemNumber
  competitionName
  competitionYear
  topic
  schoolGrade
  difficultyLevel
  organizationName
  setName
  status
  updatedAt
}
    `, {"fragmentName":"RestQuestionDraft"}) as unknown as TypedDocumentString<RestQuestionDraftFragment, unknown>;
export const RestStudentFragmentDoc = new TypedDocumentString(`
    fragment RestStudent on User {
  userId
  username
  email
  studentGrade
  difficultyLevel
}
    `, {"fragmentName":"RestStudent"}) as unknown as TypedDocumentString<RestStudentFragment, unknown>;
export const RestMockTestsDocument = new TypedDocumentString(`
    query RestMockTests {
  mockTests {
    name
    years
    testTakers
    topTakers {
      name
      score
      year
    }
  }
  amc8: leaderboard(family: AMC8, first: 10) {
    ...RestRankedEntry
  }
  amc10: leaderboard(family: AMC10, first: 10) {
    ...RestRankedEntry
  }
  amc12: leaderboard(family: AMC12, first: 10) {
    ...RestRankedEntry
  }
  aime: leaderboard(family: AIME, first: 10) {
    ...RestRankedEntry
  }
}
    fragment RestRankedEntry on LeaderboardEntry {
  rank
  userId
  username
  rating
}`) as unknown as TypedDocumentString<RestMockTestsQuery, RestMockTestsQueryVariables>;
export const RestContestDocument = new TypedDocumentString(`
    query RestContest($name: String!, $year: Int!) {
  viewer {
    isAdmin
  }
  contest(name: $name, year: $year) {
    competition {
      name
      year
      durationMinutes
    }
    questions {
      questionId
      problemNumber
      problemHtml
      text
      imageUrl
      isMultipleChoice
      choices
    }
    startToken
    isAllowedToSubmit
  }
}
    `) as unknown as TypedDocumentString<RestContestQuery, RestContestQueryVariables>;
export const RestSubmitContestDocument = new TypedDocumentString(`
    mutation RestSubmitContest($startToken: String!, $answers: [ContestAnswerInput!]!, $competition: ContestNameInput!) {
  submitContest(
    startToken: $startToken
    answers: $answers
    competition: $competition
  ) {
    __typename
    ... on InputError {
      message
    }
    ... on ContestResult {
      message
      score
      fullScore
      correct
      blank
      incorrect
      rated
      late
      ratingChange {
        before
        after
        provisional
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RestSubmitContestMutation, RestSubmitContestMutationVariables>;
export const RestCoursesDocument = new TypedDocumentString(`
    query RestCourses {
  viewer {
    isAdmin
    isEditor
  }
  courses {
    ...RestCourse
  }
}
    fragment RestCourse on Course {
  courseId
  name
  competitionName
  category
  progress {
    total
    completed
    rate
  }
  lessons {
    lessonId
    name
    active
    practiceQuestionIds
    exampleQuestionIds
    progress {
      total
      completed
      rate
    }
  }
}`) as unknown as TypedDocumentString<RestCoursesQuery, RestCoursesQueryVariables>;
export const RestCourseDocument = new TypedDocumentString(`
    query RestCourse($courseId: Int!) {
  course(courseId: $courseId) {
    ...RestCourse
  }
}
    fragment RestCourse on Course {
  courseId
  name
  competitionName
  category
  progress {
    total
    completed
    rate
  }
  lessons {
    lessonId
    name
    active
    practiceQuestionIds
    exampleQuestionIds
    progress {
      total
      completed
      rate
    }
  }
}`) as unknown as TypedDocumentString<RestCourseQuery, RestCourseQueryVariables>;
export const RestDashboardDocument = new TypedDocumentString(`
    query RestDashboard($userId: Int) {
  viewer {
    isAdmin
  }
  dashboard(userId: $userId) {
    student {
      email
    }
    testResults {
      competitionName
      competitionYear
      submissions {
        score
        fullScore
        correct
        blank
        incorrect
        percent
        answers
      }
    }
    performance {
      lessonName
      months {
        month
        correct
        total
      }
    }
    reviewProblems {
      ...RestQuestionObject
    }
    reviewAnswers {
      questionId
      answer
    }
    ratings {
      family
      rating
    }
    mastery {
      competitionName
      competitionYear
      cells
      topics
    }
  }
}
    fragment RestQuestionObject on Question {
  questionId
  text
  problemHtml
  imageUrl
  problemNumber
  isMultipleChoice
  choices
  competition {
    name
    year
  }
  topic
  schoolGrade
  difficultyLevel
  organizationName
  setName
  reveal {
    answer
    solutionText
    solutionHtml
    solutionAi
    solutionUrl
    solutionVideos
  }
  successRate
  estimatedSuccessRate
  solved
  similarQuestions {
    questionId
    competitionName
    competitionYear
    problemNumber
  }
  relatedSections {
    section {
      sectionId
      name
      lessonId
    }
  }
}`) as unknown as TypedDocumentString<RestDashboardQuery, RestDashboardQueryVariables>;
export const RestHomeDocument = new TypedDocumentString(`
    query RestHome {
  viewer {
    isAdmin
  }
  questionOfTheDay {
    questionId
    problemHtml
    problemNumber
    choices
    competition {
      name
      year
    }
  }
  amc8: leaderboard(family: AMC8, first: 5) {
    ...RestHomeLeader
  }
  amc10: leaderboard(family: AMC10, first: 5) {
    ...RestHomeLeader
  }
  amc12: leaderboard(family: AMC12, first: 5) {
    ...RestHomeLeader
  }
  forYou {
    requiresLogin
    contests {
      contestId
      label
      enabled
      requiredAnswers
      lessons {
        lessonId
        name
        competitionName
        wrong
        correct
        attempts
        correctRate
      }
    }
  }
  trendingAmc8: trendingLessons(family: AMC8, first: 5) {
    ...RestTrendingLesson
  }
  trendingAmc10: trendingLessons(family: AMC10, first: 5) {
    ...RestTrendingLesson
  }
}
    fragment RestHomeLeader on LeaderboardEntry {
  userId
  username
  rating
}
fragment RestTrendingLesson on TrendingLesson {
  lessonId
  name
  userCount
  questionCount
}`) as unknown as TypedDocumentString<RestHomeQuery, RestHomeQueryVariables>;
export const RestSectionNotesDocument = new TypedDocumentString(`
    query RestSectionNotes($lessonId: Int!, $sectionId: Int) {
  viewer {
    isAdmin
    isEditor
  }
  lesson(lessonId: $lessonId) {
    lessonId
    name
    description
    progress {
      rate
    }
    sections {
      sectionId
      name
      progress {
        total
        completed
      }
      practiceQuestions {
        questionId
        viewerState {
          locked
        }
      }
    }
    shown: sections(sectionId: $sectionId, first: 1) {
      ...RestSectionPage
    }
  }
}
    fragment RestSectionPage on Section {
  sectionId
  notesHtml
  exampleQuestions {
    questionId
  }
  practiceQuestions {
    ...RestQuestionObject
  }
}
fragment RestQuestionObject on Question {
  questionId
  text
  problemHtml
  imageUrl
  problemNumber
  isMultipleChoice
  choices
  competition {
    name
    year
  }
  topic
  schoolGrade
  difficultyLevel
  organizationName
  setName
  reveal {
    answer
    solutionText
    solutionHtml
    solutionAi
    solutionUrl
    solutionVideos
  }
  successRate
  estimatedSuccessRate
  solved
  similarQuestions {
    questionId
    competitionName
    competitionYear
    problemNumber
  }
  relatedSections {
    section {
      sectionId
      name
      lessonId
    }
  }
}`) as unknown as TypedDocumentString<RestSectionNotesQuery, RestSectionNotesQueryVariables>;
export const RestSubmitLessonAnswerDocument = new TypedDocumentString(`
    mutation RestSubmitLessonAnswer($questionId: Int!, $lessonId: Int!, $sectionId: Int!, $answer: String!) {
  submitLessonAnswer(
    questionId: $questionId
    lessonId: $lessonId
    sectionId: $sectionId
    answer: $answer
  ) {
    __typename
    ... on InputError {
      message
    }
    ... on LessonAnswerResult {
      correct
      message
      correctAnswer
    }
  }
}
    `) as unknown as TypedDocumentString<RestSubmitLessonAnswerMutation, RestSubmitLessonAnswerMutationVariables>;
export const RestRandomPracticeDocument = new TypedDocumentString(`
    query RestRandomPractice($mode: PracticeMode!, $competition: String, $topic: Topic, $reviewDays: Int, $excludeQuestionId: Int) {
  viewer {
    isAdmin
  }
  practiceQuestion(
    mode: $mode
    competition: $competition
    topic: $topic
    reviewDays: $reviewDays
    excludeQuestionId: $excludeQuestionId
  ) {
    ...RestQuestionObject
  }
}
    fragment RestQuestionObject on Question {
  questionId
  text
  problemHtml
  imageUrl
  problemNumber
  isMultipleChoice
  choices
  competition {
    name
    year
  }
  topic
  schoolGrade
  difficultyLevel
  organizationName
  setName
  reveal {
    answer
    solutionText
    solutionHtml
    solutionAi
    solutionUrl
    solutionVideos
  }
  successRate
  estimatedSuccessRate
  solved
  similarQuestions {
    questionId
    competitionName
    competitionYear
    problemNumber
  }
  relatedSections {
    section {
      sectionId
      name
      lessonId
    }
  }
}`) as unknown as TypedDocumentString<RestRandomPracticeQuery, RestRandomPracticeQueryVariables>;
export const RestImportProblemBankDocument = new TypedDocumentString(`
    mutation RestImportProblemBank($jsonLines: String!, $dryRun: Boolean!) {
  importProblemBank(jsonLines: $jsonLines, dryRun: $dryRun) {
    lines
    created
    updated
    unchanged
    competitionsCreated
    dryRun
    errors {
      line
      messages
    }
    warnings {
      line
      messages
    }
  }
}
    `) as unknown as TypedDocumentString<RestImportProblemBankMutation, RestImportProblemBankMutationVariables>;
export const RestSubmitQuestionDocument = new TypedDocumentString(`
    mutation RestSubmitQuestion($input: SubmitQuestionInput!) {
  submitQuestion(input: $input) {
    __typename
    ... on InputError {
      message
    }
    ... on SubmittedQuestion {
      questionId
      status
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RestSubmitQuestionMutation, RestSubmitQuestionMutationVariables>;
export const RestUpdateQuestionDocument = new TypedDocumentString(`
    mutation RestUpdateQuestion($questionId: Int!, $input: UpdateQuestionInput!) {
  updateQuestion(questionId: $questionId, input: $input) {
    __typename
    ... on InputError {
      message
    }
    ... on QuestionDraft {
      ...RestQuestionDraft
    }
  }
}
    fragment RestQuestionDraft on QuestionDraft {
  questionId
  text
  problemHtml
  imageUrl
  isMultipleChoice
  choices
  answer
  solutionText
  solutionHtml
  problemNumber
  competitionName
  competitionYear
  topic
  schoolGrade
  difficultyLevel
  organizationName
  setName
  status
  updatedAt
}`) as unknown as TypedDocumentString<RestUpdateQuestionMutation, RestUpdateQuestionMutationVariables>;
export const RestQuestionDocument = new TypedDocumentString(`
    query RestQuestion($questionId: Int!) {
  viewer {
    isAdmin
  }
  question(questionId: $questionId) {
    ...RestQuestionObject
  }
}
    fragment RestQuestionObject on Question {
  questionId
  text
  problemHtml
  imageUrl
  problemNumber
  isMultipleChoice
  choices
  competition {
    name
    year
  }
  topic
  schoolGrade
  difficultyLevel
  organizationName
  setName
  reveal {
    answer
    solutionText
    solutionHtml
    solutionAi
    solutionUrl
    solutionVideos
  }
  successRate
  estimatedSuccessRate
  solved
  similarQuestions {
    questionId
    competitionName
    competitionYear
    problemNumber
  }
  relatedSections {
    section {
      sectionId
      name
      lessonId
    }
  }
}`) as unknown as TypedDocumentString<RestQuestionQuery, RestQuestionQueryVariables>;
export const RestQuestionByNumberDocument = new TypedDocumentString(`
    query RestQuestionByNumber($competitionName: String!, $year: Int!, $problemNumber: Int!) {
  viewer {
    isAdmin
  }
  question: questionByNumber(
    competitionName: $competitionName
    year: $year
    problemNumber: $problemNumber
  ) {
    ...RestQuestionObject
  }
}
    fragment RestQuestionObject on Question {
  questionId
  text
  problemHtml
  imageUrl
  problemNumber
  isMultipleChoice
  choices
  competition {
    name
    year
  }
  topic
  schoolGrade
  difficultyLevel
  organizationName
  setName
  reveal {
    answer
    solutionText
    solutionHtml
    solutionAi
    solutionUrl
    solutionVideos
  }
  successRate
  estimatedSuccessRate
  solved
  similarQuestions {
    questionId
    competitionName
    competitionYear
    problemNumber
  }
  relatedSections {
    section {
      sectionId
      name
      lessonId
    }
  }
}`) as unknown as TypedDocumentString<RestQuestionByNumberQuery, RestQuestionByNumberQueryVariables>;
export const RestSubmitAnswerDocument = new TypedDocumentString(`
    mutation RestSubmitAnswer($questionId: Int!, $answer: String!, $source: AttemptSource!) {
  submitAnswer(questionId: $questionId, answer: $answer, source: $source) {
    __typename
    ... on InputError {
      message
    }
    ... on AnswerResult {
      correct
      locked
      attemptsLeft
      correctAnswer
      question {
        problemNumber
        successRate
        competition {
          name
          year
        }
        reveal {
          solutionText
          solutionHtml
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RestSubmitAnswerMutation, RestSubmitAnswerMutationVariables>;
export const RestStatsDocument = new TypedDocumentString(`
    query RestStats {
  stats {
    summary {
      uniqueUsersThisMonth
      totalUsers
      uniqueQuestionsThisMonth
      totalAnswers
    }
    dailyActiveUsers {
      day
      count
    }
    weeklyActiveUsers {
      day
      count
    }
    monthlyAnswerCounts {
      month
      count
    }
    monthlyActiveUsers {
      month
      count
    }
    monthlyInactiveUsers {
      month
      count
    }
    churnRates {
      month
      rate
    }
    surveySummary {
      surveyId
      question
      answer
      votes
    }
    answersBySource {
      week
      source
      count
    }
  }
}
    `) as unknown as TypedDocumentString<RestStatsQuery, RestStatsQueryVariables>;
export const RestUserStatusDocument = new TypedDocumentString(`
    query RestUserStatus {
  viewer {
    username
    email
    isAdmin
    isEditor
    isSubscriber
  }
}
    `) as unknown as TypedDocumentString<RestUserStatusQuery, RestUserStatusQueryVariables>;
export const RestUserProfileDocument = new TypedDocumentString(`
    query RestUserProfile {
  viewer {
    ...RestStudent
    referralCode
    isAdmin
    isSubscriber
    students {
      ...RestStudent
    }
  }
}
    fragment RestStudent on User {
  userId
  username
  email
  studentGrade
  difficultyLevel
}`) as unknown as TypedDocumentString<RestUserProfileQuery, RestUserProfileQueryVariables>;
export const RestUpdateUsernameDocument = new TypedDocumentString(`
    mutation RestUpdateUsername($email: String, $username: String!) {
  updateUsername(email: $email, username: $username) {
    __typename
    ... on InputError {
      message
    }
    ... on User {
      username
      email
    }
  }
}
    `) as unknown as TypedDocumentString<RestUpdateUsernameMutation, RestUpdateUsernameMutationVariables>;
export const RestSaveStudentDocument = new TypedDocumentString(`
    mutation RestSaveStudent($studentEmail: String!, $studentGrade: Int!) {
  saveStudent(studentEmail: $studentEmail, studentGrade: $studentGrade) {
    __typename
    ... on InputError {
      message
    }
    ... on StudentSaved {
      pendingRequest {
        email
        grade
        status
      }
      student {
        email
        studentGrade
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RestSaveStudentMutation, RestSaveStudentMutationVariables>;
export const RestUpdateDifficultyDocument = new TypedDocumentString(`
    mutation RestUpdateDifficulty($studentEmail: String, $difficultyLevel: Int!) {
  updateDifficulty(studentEmail: $studentEmail, difficultyLevel: $difficultyLevel) {
    __typename
    ... on InputError {
      message
    }
    ... on User {
      ...RestStudent
    }
  }
}
    fragment RestStudent on User {
  userId
  username
  email
  studentGrade
  difficultyLevel
}`) as unknown as TypedDocumentString<RestUpdateDifficultyMutation, RestUpdateDifficultyMutationVariables>;
export const RestCancelSubscriptionDocument = new TypedDocumentString(`
    mutation RestCancelSubscription($email: String) {
  cancelSubscription(email: $email) {
    __typename
    ... on InputError {
      message
    }
    ... on PremiumSubscription {
      cancelAtPeriodEnd
      currentPeriodEnd
    }
  }
}
    `) as unknown as TypedDocumentString<RestCancelSubscriptionMutation, RestCancelSubscriptionMutationVariables>;