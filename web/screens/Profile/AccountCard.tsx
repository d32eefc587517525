import { useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { toast } from "../../components/toast.ts";
import type { AccountCard_user$key } from "../../__generated__/AccountCard_user.graphql.ts";
import { ChoiceOptions } from "../../components/ChoiceOptions.tsx";
import { inputErrorOf } from "../../relay/useMutationAsync.ts";
import { useUpdateDifficulty, useUpdateUsername } from "./mutations.ts";
import { Email } from "../../components/Email.tsx";

export function AccountCard(props: { user: AccountCard_user$key }) {
  const user = useFragment(
    graphql`
      fragment AccountCard_user on User {
        username
        email
        referralCode
        studentGrade
        difficultyLevel
      }
    `,
    props.user,
  );
  const [updateUsername, savingName] = useUpdateUsername();
  const [updateDifficulty, savingDifficulty] = useUpdateDifficulty();
  const [username, setUsername] = useState(user.username);
  const [error, setError] = useState<string | null>(null);

  async function saveUsername(event: FormEvent) {
    event.preventDefault();
    try {
      const message = inputErrorOf((await updateUsername({ username })).updateUsername);
      setError(message);
      if (message) toast.error(message);
      else toast.success("Username updated");
    } catch (failure) {
      toast.error((failure as Error).message || "An error occurred");
    }
  }

  async function saveDifficulty(level: number) {
    const message = inputErrorOf((await updateDifficulty({ difficultyLevel: level })).updateDifficulty);
    if (message) toast.error(message);
    else toast.success("Difficulty level saved");
  }

  return (
    <section className="card" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <dl className="facts">
        <dt>Email</dt><dd><Email address={user.email} /></dd>
        <dt>Referral code</dt><dd><code>{user.referralCode}</code></dd>
        <dt>Grade</dt><dd>{user.studentGrade ?? "Not set"}</dd>
      </dl>
      <form className="inline-form" onSubmit={saveUsername}>
        <label htmlFor="username">Username</label>
        <input id="username" value={username} onChange={(event) => setUsername(event.target.value)} aria-invalid={error !== null} aria-describedby="username-error" />
        <button type="submit" className="button" disabled={savingName || username === user.username}>{savingName ? "Saving…" : "Save username"}</button>
      </form>
      {error && <p id="username-error" className="field-error" role="alert">{error}</p>}
      <div className="inline-form">
        <label htmlFor="difficulty">Practice difficulty</label>
        <select id="difficulty" value={user.difficultyLevel ?? ""} disabled={savingDifficulty} onChange={(event) => void saveDifficulty(Number(event.target.value))}>
          <option value="" disabled>Choose…</option>
          <ChoiceOptions list="difficultyLevels" />
        </select>
      </div>
    </section>
  );
}
