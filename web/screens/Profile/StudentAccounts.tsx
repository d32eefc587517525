import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import { toast } from "../../components/toast.ts";
import type { StudentAccounts_user$key } from "../../__generated__/StudentAccounts_user.graphql.ts";
import { inputErrorOf } from "../../relay/useMutationAsync.ts";
import { useSaveStudent, useWithdrawStudentRequest } from "./mutations.ts";
import { ChoiceOptions } from "../../components/ChoiceOptions.tsx";
import { Email } from "../../components/Email.tsx";

export function StudentAccounts(props: { user: StudentAccounts_user$key }) {
  const { students, studentRequests: requestConnection } = useFragment(
    graphql`
      fragment StudentAccounts_user on User {
        students { id userId username email studentGrade difficultyLevel }
        studentRequests(first: 100) @connection(key: "StudentAccounts_studentRequests") {
          __id
          edges { node { id email grade status } }
        }
      }
    `,
    props.user,
  );
  const studentRequests = requestConnection.edges.map((edge) => edge.node);
  const requests = [requestConnection.__id];
  const [saveStudent, saving] = useSaveStudent();
  const [withdraw, withdrawing] = useWithdrawStudentRequest();
  const [email, setEmail] = useState("");
  const [grade, setGrade] = useState(8);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      // A new request is added to the pending list, a saved grade updates the student's row.
      const saved = (await saveStudent({ studentEmail: email, studentGrade: grade, requests })).saveStudent;
      const message = inputErrorOf(saved);
      setError(message);
      if (message) return void toast.error(message);
      toast.success(saved.__typename === "StudentSaved" && saved.pendingRequest ? "Request sent: waiting for the student to accept" : "Student saved");
      setEmail("");
    } catch (failure) {
      toast.error((failure as Error).message || "An error occurred");
    }
  }

  return (
    <section className="card" aria-labelledby="students-title">
      <h2 id="students-title">Student accounts</h2>
      {students.length === 0 ? (
        <p className="empty">No student accounts yet. Add a student by email to follow their progress.</p>
      ) : (
        <table className="table">
          <thead><tr><th>Student</th><th>Email</th><th>Grade</th><th>Difficulty</th><th><span className="visually-hidden">Actions</span></th></tr></thead>
          <tbody>
            {students.map((student) => (
              <tr key={student.id}>
                <td>{student.username}</td>
                <td><Email address={student.email} /></td>
                <td>{student.studentGrade ?? "—"}</td>
                <td>{student.difficultyLevel ?? "—"}</td>
                <td><Link to={`/space?userid=${student.userId}`}>Dashboard</Link></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {studentRequests.length > 0 && (
        <table className="table" aria-label="Pending requests">
          <thead><tr><th>Pending request</th><th>Grade</th><th><span className="visually-hidden">Actions</span></th></tr></thead>
          <tbody>
            {studentRequests.map((request) => (
              <tr key={request.id}>
                <td><Email address={request.email} /></td>
                <td>{request.grade}</td>
                <td>
                  Waiting for the student to accept{" "}
                  <button type="button" className="button button-secondary" disabled={withdrawing} onClick={() => void withdraw({ studentEmail: request.email, requests }).then(() => toast.success("Request withdrawn"), (failure: Error) => toast.error(failure.message || "An error occurred"))}>Withdraw</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form className="inline-form" onSubmit={submit} aria-label="Add or update a student">
        <label htmlFor="student-email">Student email</label>
        <input id="student-email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} placeholder="student@example.org" />
        <label htmlFor="student-grade">Grade</label>
        <select id="student-grade" value={grade} onChange={(event) => setGrade(Number(event.target.value))}>
          <ChoiceOptions list="grades" />
        </select>
        <button type="submit" className="button" disabled={saving}>{saving ? "Saving…" : "Add or update student"}</button>
      </form>
      {error && <p className="field-error" role="alert">{error}</p>}
    </section>
  );
}
