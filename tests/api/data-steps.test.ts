// The one-off data steps run at start (server/services/dataSteps.ts): HTML that an earlier version
// stored without cleaning it (it cleaned on each read) is cleaned once, then served as stored.
import { expect, it } from "vitest";
import { useTestApp } from "../support/testApp.ts";
import { cleanStoredHtml, runDataSteps } from "../../server/services/dataSteps.ts";

const app = useTestApp();
const db = () => app().database.prisma;
const SCRIPT = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:alert(1)">x</a>`;

it("cleans problem, solution, choice and section HTML stored before writes cleaned it, once", async () => {
  const question = await db().question.findFirstOrThrow({ where: { isMultipleChoice: true, choices: { isEmpty: false } }, orderBy: { id: "asc" } });
  const section = await db().section.findFirstOrThrow({ orderBy: { id: "asc" } });
  await db().question.update({
    where: { id: question.id },
    data: { problemHtml: `<p>What is \\(1+1\\)? ${SCRIPT}</p>`, solutionHtml: `<p>Two. ${SCRIPT}</p>`, choices: [`\\(2\\) ${SCRIPT}`, ...question.choices.slice(1)] },
  });
  await db().section.update({ where: { id: section.id }, data: { notesHtml: `<p>Notes ${SCRIPT}</p>` } });
  await db().dataStep.deleteMany();

  expect(await runDataSteps(db())).toEqual(["clean-stored-html"]);
  const cleaned = await db().question.findUniqueOrThrow({ where: { id: question.id } });
  for (const html of [cleaned.problemHtml, cleaned.solutionHtml, cleaned.choices[0]]) {
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
  }
  expect(cleaned.problemHtml).toContain("What is \\(1+1\\)?");
  expect(cleaned.choices.slice(1)).toEqual(question.choices.slice(1));
  expect((await db().section.findUniqueOrThrow({ where: { id: section.id } })).notesHtml).not.toMatch(/onerror|<script|javascript:/i);

  // Recorded: the next start runs nothing, and the content is already clean.
  expect(await runDataSteps(db())).toEqual([]);
  expect(await cleanStoredHtml(db())).toBe(0);
});
