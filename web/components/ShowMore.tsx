// The "Show more" under a list read a page at a time (usePaginationFragment): shown while the
// connection has a next page, saying "Loading…" while it comes.
export function ShowMore(props: { hasNext: boolean; isLoadingNext: boolean; onShowMore: () => void; label?: string; small?: boolean }) {
  if (!props.hasNext) return null;
  return (
    <p className="show-more">
      <button
        type="button"
        className={props.small ? "button button-secondary button-small" : "button button-secondary"}
        disabled={props.isLoadingNext}
        onClick={props.onShowMore}
      >
        {props.isLoadingNext ? "Loading…" : (props.label ?? "Show more")}
      </button>
    </p>
  );
}
