// node examples/partner-client/main.ts [username]
// Prints every answer of a linked student (the one named, or the first) as CSV, paging politely.
// BOXED_URL and BOXED_TOKEN say where and as whom, BOXED_PAGE_SIZE how many answers a page asks for (see README.md).
import { ClientError } from "graphql-request";
import { BoxedClient } from "./studentAnswers.ts";

const url = process.env.BOXED_URL ?? "http://localhost:3000";
const token = process.env.BOXED_TOKEN;
if (!token) {
  console.error("Set BOXED_TOKEN to an API token made on your Boxed profile (/app/user).");
  process.exit(2);
}

const pageSize = process.env.BOXED_PAGE_SIZE ? Number(process.env.BOXED_PAGE_SIZE) : undefined;
const client = new BoxedClient({ url, token, pageSize, log: (line) => console.error(line) });
// A refusal the server explains (401 for a token that does not work, a limit's error) is printed as the server says it.
process.on("uncaughtException", (error) => {
  const response = error instanceof ClientError ? error.response : undefined;
  console.error(response ? `HTTP ${response.status}: ${response.errors?.map((e) => e.message).join(" ") ?? response.body}` : error);
  process.exit(1);
});
const students = await client.linkedStudents();
const wanted = process.argv[2];
const student = wanted ? students.find((candidate) => candidate.username === wanted) : students[0];
if (!student) {
  console.error(wanted ? `No linked student named ${wanted}.` : "No student has accepted this account's link request yet.");
  process.exit(1);
}

const answers = await client.allAnswers(student.userId);
console.log("answeredAt,questionId,answer,correct,source");
for (const answer of answers) console.log([answer.answeredAt, answer.questionId, JSON.stringify(answer.answer), answer.correct, answer.source].join(","));
console.error(
  `${student.username}: ${answers.length} answers; waited ${client.waited.seconds} s for the budget (${client.waited.throttled === 1 ? "once" : `${client.waited.throttled} times`} after a 429).`,
);
