// Add to Printout: the full-page endpoint GET /addToPrintout answers JSON with the session
// cookie; the toast tells the result. Anonymous visitors are sent to sign in first.
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "../../components/toast.ts";
import { signInUrl } from "../../links.ts";

async function addToPrintout(questionId: number): Promise<boolean> {
  try {
    const response = await fetch(`/addToPrintout?hid=0&pid=${questionId}`, { credentials: "include" });
    const body = (await response.json().catch(() => null)) as { success?: boolean } | null;
    return response.ok && body?.success === true;
  } catch {
    return false;
  }
}

export function AddToPrintoutButton(props: { questionId: number; signedIn: boolean; className?: string }) {
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);

  async function add() {
    if (!props.signedIn) return window.location.assign(signInUrl());
    setBusy(true);
    const ok = await addToPrintout(props.questionId);
    setBusy(false);
    if (ok) {
      toast.success("Added to printout");
      setAdded(true);
    } else {
      toast.error("Unable to add to printout");
    }
  }

  return (
    <>
      <button type="button" className={props.className ?? "button button-secondary"} disabled={busy} onClick={() => void add()}>
        {busy ? "Adding…" : "Add to Printout"}
      </button>
      {added && <Link className="view-printout" to="/printout">View printout</Link>}
    </>
  );
}
