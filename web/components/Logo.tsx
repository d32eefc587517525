/**
 * The Boxed mark: a boxed answer, the way a contest solution ends, with a radical sign inside.
 * The same drawing is the favicon (web/public/favicon.svg). Decorative: the link around it names it.
 */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="28" height="28" rx="6" fill="currentColor" />
      <rect x="6.5" y="6.5" width="19" height="19" rx="2.5" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M9.5 17.5l3 4 5-11h4" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
