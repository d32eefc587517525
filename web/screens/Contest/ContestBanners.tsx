// What the contest page has to tell above the questions: the submission limit (the server's
// isAllowedToSubmit), a failed submit, and a sitting carried on from before.

const LIMIT_REACHED = "You have reached the submission limit. You may still review or try to submit, but it might fail.";

export function ContestBanners(props: { isAllowedToSubmit: boolean; error: string | null; resumed: boolean }) {
  return (
    <>
      {!props.isAllowedToSubmit && <p className="contest-banner contest-limit" role="status">{LIMIT_REACHED}</p>}
      {props.error && <p className="contest-banner contest-error" role="alert">{props.error}</p>}
      {props.resumed && !props.error && (
        <p className="contest-resumed muted">Welcome back: your answers and the clock carried on from where you left off.</p>
      )}
    </>
  );
}
