// A partner tool's polite reader of a linked student's answers (docs/API.md): it pages through
// User.answers with first/after, keeps to the cost budget the server reports (extensions.cost and
// Query.rateLimit) by waiting for it to refill before a page it cannot afford, and when a 429 comes
// anyway (another tool spent the same token's budget) it waits Retry-After seconds and asks again.
import { ClientError, GraphQLClient } from "graphql-request";
import { setTimeout as wait } from "node:timers/promises";

export type Answer = { id: string; questionId: number; answer: string; correct: boolean; source: string; answeredAt: string };
export type Student = { userId: number; username: string };

type Cost = {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
};

export type Options = {
  /** The Boxed server, such as https://boxed.example.org (no trailing /graphql). */
  url: string;
  /** An API token (bxd_…) of the parent or teacher the student accepted. */
  token: string;
  /** Answers a page: 1 to 100 (a page of n costs 3 + 2n points); made smaller when the budget could not hold one. */
  pageSize?: number;
  /** Gives up on a page after this many 429 answers in a row. */
  maxRetries?: number;
  /** Where the client says what it does (waits, pages); silent by default. */
  log?: (line: string) => void;
  /** How the client waits; a test may count the waits. */
  sleep?: (seconds: number) => Promise<void>;
};

const STUDENTS = /* GraphQL */ `
  query LinkedStudents {
    viewer { studentsConnection(first: 25) { edges { node { userId username } } } }
    rateLimit { limit remaining restoreRate }
  }
`;

const ANSWERS = /* GraphQL */ `
  query StudentAnswers($userId: Int!, $first: Int!, $after: String) {
    user(userId: $userId) {
      answers(first: $first, after: $after) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node { id questionId answer correct source answeredAt } }
      }
    }
  }
`;

type AnswersPage = {
  user: { answers: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: Answer }[] } } | null;
};

export class BoxedClient {
  private readonly client: GraphQLClient;
  private pageSize: number;
  private readonly maxRetries: number;
  private readonly log: (line: string) => void;
  private readonly sleep: (seconds: number) => Promise<void>;
  /** The budget as the last answer left it, and when that was. */
  private budget: { available: number; restoreRate: number; at: number } | null = null;
  /** Seconds waited in all, and how many 429 answers were met. */
  readonly waited = { seconds: 0, throttled: 0 };

  constructor(options: Options) {
    this.client = new GraphQLClient(`${options.url.replace(/\/$/, "")}/graphql`, { headers: { authorization: `Bearer ${options.token}` } });
    this.pageSize = options.pageSize ?? 50;
    this.maxRetries = options.maxRetries ?? 5;
    this.log = options.log ?? (() => {});
    this.sleep = options.sleep ?? ((seconds) => wait(seconds * 1000));
  }

  /** The students who accepted the token's owner, by username. */
  async linkedStudents(): Promise<Student[]> {
    const data = await this.send<{
      viewer: { studentsConnection: { edges: { node: Student }[] } } | null;
      rateLimit: { limit: number; remaining: number; restoreRate: number } | null;
    }>(STUDENTS, {}, 1);
    if (data.rateLimit) {
      this.budget = { available: data.rateLimit.remaining, restoreRate: data.rateLimit.restoreRate, at: Date.now() };
      // A page must fit in the whole budget, or no wait would ever make room for it.
      this.pageSize = Math.max(1, Math.min(this.pageSize, Math.floor((data.rateLimit.limit - 3) / 2)));
    }
    return data.viewer?.studentsConnection.edges.map((edge) => edge.node) ?? [];
  }

  /** Every answer of the student, newest first, page by page within the budget. */
  async allAnswers(userId: number): Promise<Answer[]> {
    const answers: Answer[] = [];
    let after: string | null = null;
    for (;;) {
      const data: AnswersPage = await this.send<AnswersPage>(ANSWERS, { userId, first: this.pageSize, after }, 3 + 2 * this.pageSize);
      const page = data.user?.answers;
      if (!page) throw new Error(`Student ${userId} is not one this token may read.`);
      answers.push(...page.edges.map((edge) => edge.node));
      this.log(`page: ${answers.length} of ${page.totalCount} answers`);
      if (!page.pageInfo.hasNextPage) return answers;
      after = page.pageInfo.endCursor;
    }
  }

  /**
   * Sends one operation of about `cost` points: first waits until the budget (as last reported,
   * refilled since at its restore rate) covers it, then on 429 waits Retry-After and sends again.
   */
  private async send<T>(query: string, variables: Record<string, unknown>, cost: number): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      await this.waitForBudget(cost);
      try {
        const response = await this.client.rawRequest<T>(query, variables);
        this.remember(response.extensions);
        return response.data;
      } catch (error) {
        if (!(error instanceof ClientError) || error.response.status !== 429 || attempt >= this.maxRetries) throw error;
        const seconds = Number(error.response.headers.get("retry-after") ?? "1");
        this.remember(error.response.extensions);
        this.waited.throttled += 1;
        this.log(`429: the budget is spent; waiting ${seconds} s as Retry-After says`);
        await this.pause(seconds);
      }
    }
  }

  private remember(extensions: unknown): void {
    const cost = (extensions as { cost?: Cost } | undefined)?.cost;
    if (cost) this.budget = { available: cost.throttleStatus.currentlyAvailable, restoreRate: cost.throttleStatus.restoreRate, at: Date.now() };
  }

  private async waitForBudget(cost: number): Promise<void> {
    if (!this.budget) return;
    const refilled = this.budget.available + ((Date.now() - this.budget.at) / 1000) * this.budget.restoreRate;
    if (refilled >= cost) return;
    const seconds = Math.ceil(((cost - refilled) / this.budget.restoreRate) * 10) / 10;
    this.log(`budget: ${Math.floor(refilled)} points left, the next page costs ${cost}; waiting ${seconds} s`);
    await this.pause(seconds);
  }

  private async pause(seconds: number): Promise<void> {
    this.waited.seconds += seconds;
    await this.sleep(seconds);
  }
}
