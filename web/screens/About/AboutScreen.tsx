import { graphql, useLazyLoadQuery } from "react-relay";
import type { AboutScreenQuery } from "../../__generated__/AboutScreenQuery.graphql.ts";
import { CHAT_URL } from "../../links.ts";

const FAQ: [question: string, answer: string][] = [
  ["What is Boxed?", "A place to practise for the AMC 8, AMC 10, AMC 12 and AIME: lessons with worked examples, timed mock contests, deliberate practice and ratings that follow your progress."],
  ["Are these real contest problems?", "No. Every problem shipped with Boxed is original sample content written for practice; they are marked 'Sample content'. Official problems are not reproduced."],
  ["How are ratings computed?", "Each contest family (AMC 8, AMC 10, AMC 12, AIME) has its own Elo-like rating that moves with the contests you take. Contests from before 2000 do not change ratings."],
  ["How many tries do I get on a practice question?", "Two. After a correct answer, or when both tries are used, the answer and solution are shown."],
  ["Can a parent or teacher follow a student?", "Yes. Add the student's email under Student accounts on your profile; you can then open their dashboard."],
  ["What does Premium add?", "Similar-problem practice: from any question, open the problems most like it and practise them. Courses, lessons, every mock contest and full solutions are free for everyone."],
];

export default function AboutScreen() {
  const { viewer } = useLazyLoadQuery<AboutScreenQuery>(
    graphql`
      query AboutScreenQuery {
        viewer { id isEditor isAdmin }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  const isEditor = Boolean(viewer?.isEditor || viewer?.isAdmin);
  return (
    <div className="about">
      <h1>About Us</h1>
      <section className="card" aria-labelledby="privacy-title">
        <h2 id="privacy-title">Privacy agreement</h2>
        <p>Boxed keeps what it needs to run your practice: your email address and name from your sign-in provider, the answers you give, your contest results and ratings, and your subscription status. We never sell your data or show third-party advertising.</p>
        <p>Parents and teachers see a student's progress only after adding that student's email address. You can ask us to delete your account and its history at any time through the community chat.</p>
        <p>Sign-in uses your identity provider; Boxed never sees your password. Payments are handled by our card payment provider; Boxed never sees your card number.</p>
      </section>
      <section className="card" aria-labelledby="faq-title">
        <h2 id="faq-title">FAQ</h2>
        <dl className="faq">
          {FAQ.map(([question, answer]) => (
            <div key={question}><dt>{question}</dt><dd>{answer}</dd></div>
          ))}
        </dl>
        <p>More questions? <a href={CHAT_URL} target="_blank" rel="noreferrer">Ask in the community chat</a>.</p>
      </section>
      {isEditor && (
        <section className="card" aria-labelledby="tutorial-title">
          <h2 id="tutorial-title">Editor tutorial</h2>
          <ol>
            <li>Open a course and use <strong>Edit Course</strong>, <strong>Edit Lesson</strong> or <strong>Edit Section</strong> to change names, order and notes.</li>
            <li>Write math in LaTeX between <code>\( … \)</code> for inline and <code>\[ … \]</code> for display formulas; it is typeset for students.</li>
            <li>HTML is cleaned when saved: scripts, event handlers and links other than http(s) or site paths are removed.</li>
            <li>Add practice questions to a section, and mark one or two as worked examples.</li>
            <li>Check every answer and solution before publishing: students see them once they have answered.</li>
          </ol>
        </section>
      )}
    </div>
  );
}
