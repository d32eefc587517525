// node examples/partner-client/main.ts [username]
// Prints every answer of a linked student (the one named, or the first) as CSV, paging politely.
// BOXED_URL and BOXED_TOKEN say where and as whom (see README.md).
import { BoxedClient } from "./studentAnswers.ts";

const url = process.env.BOXED_URL ?? "http://localhost:3000";
const token = process.env.BOXED_TOKEN;
if (!token) {
  console.error("Set BOXED_TOKEN to an API token made on your Boxed profile (/app/profile).");
  process.exit(2);
}

const client = new BoxedClient({ url, token, log: (line) => console.error(line) });
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
console.error(`${student.username}: ${answers.length} answers; waited ${client.waited.seconds} s for the budget (${client.waited.throttled} times after a 429).`);
