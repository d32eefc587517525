import { Suspense, useEffect, useRef, useState } from "react";
import { Logo } from "./Logo.tsx";
import { NavLink, Link, useLocation } from "react-router";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { TopBarQuery } from "../__generated__/TopBarQuery.graphql.ts";
import { CHAT_URL, LOGOUT_PATH, signInUrl } from "../links.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

const LINKS = [
  { to: "/", label: "Home", end: true },
  { to: "/courses", label: "Courses" },
  { to: "/mock-test", label: "AMC Tests" },
  { to: "/random", label: "Practice" },
  { to: "/space", label: "Dashboard" },
  { to: "/user", label: "Profile" },
];

const MENU_ID = "site-menu";

/**
 * Whether a server-rendered page's menu is open as the app takes it over: before the app arrives
 * the page's small loader (server/homePage.ts) opens and closes it, and the app goes on from there.
 */
const openBeforeTakeover = () => typeof document !== "undefined" && document.getElementById(MENU_ID)?.classList.contains("open") === true;

/**
 * The navigation bar; its account part shows who is signed in and what they may do. On narrow
 * screens (styles.css) the links and account fold into a menu behind a Menu button.
 */
export function TopBar() {
  const location = useLocation();
  // The menu is open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(() => (openBeforeTakeover() ? location.key : null));
  const open = openOn === location.key;
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <header className="top-bar">
      <Link to="/" className="brand" aria-label="Boxed home">
        <Logo /> Boxed
      </Link>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpenOn(open ? null : location.key)}
      >
        <span className="menu-icon" aria-hidden="true" />
        Menu
      </button>
      <div id={MENU_ID} className={open ? "top-bar-menu open" : "top-bar-menu"}>
        {/* While the status loads, or if it cannot be loaded, the bar still navigates. */}
        <ErrorBoundary fallback={() => <nav aria-label="Main" className="main-nav"><NavLinks /></nav>}>
          <Suspense fallback={<nav aria-label="Main" className="main-nav"><NavLinks /></nav>}>
            <AccountAwareBar />
          </Suspense>
        </ErrorBoundary>
      </div>
    </header>
  );
}

function NavLinks() {
  return (
    <>
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end}>
          {link.label}
        </NavLink>
      ))}
    </>
  );
}

function AccountAwareBar() {
  const location = useLocation();
  // store-or-network with the store's 5-minute expiry: the status is fetched at most every 5 minutes.
  const { viewer } = useLazyLoadQuery<TopBarQuery>(
    graphql`
      query TopBarQuery {
        viewer { id username email isAdmin isSubscriber }
      }
    `,
    {},
    { fetchPolicy: "store-or-network" },
  );
  return (
    <>
      <nav aria-label="Main" className="main-nav">
        <NavLinks />
        {viewer && <NavLink to="/question/new">Add Question</NavLink>}
        {viewer?.isAdmin && <NavLink to="/stats">Stats</NavLink>}
        <NavLink to="/aboutus">About Us</NavLink>
        <a href={CHAT_URL} target="_blank" rel="noreferrer">Chat</a>
      </nav>
      <div className="top-bar-account">
        {viewer ? (
          <>
            <span className="welcome">Welcome {viewer.username || viewer.email}</span>
            {!viewer.isSubscriber && <Link className="button button-small button-premium" to="/checkout">Upgrade to Premium</Link>}
            <a className="button button-small button-secondary" href={LOGOUT_PATH}>Logout</a>
          </>
        ) : (
          <a className="button button-small" href={signInUrl(`/app${location.pathname}${location.search}`)}>Sign In</a>
        )}
      </div>
    </>
  );
}
