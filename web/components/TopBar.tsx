import { NavLink, Link } from "react-router";
import { CHAT_URL, SIGN_IN_PATH } from "../links.ts";

const LINKS = [
  { to: "/", label: "Home", end: true },
  { to: "/courses", label: "Courses" },
  { to: "/mock-test", label: "AMC Tests" },
  { to: "/random", label: "Practice" },
  { to: "/space", label: "Dashboard" },
  { to: "/user", label: "Profile" },
  { to: "/aboutus", label: "About Us" },
];

/** The navigation bar (signed-out state; the signed-in states arrive with accounts). */
export function TopBar() {
  return (
    <header className="top-bar">
      <Link to="/" className="brand" aria-label="Boxed home">
        <span className="brand-box">□</span> Boxed
      </Link>
      <nav aria-label="Main">
        {LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end}>
            {link.label}
          </NavLink>
        ))}
        <a href={CHAT_URL} target="_blank" rel="noreferrer">
          Chat
        </a>
      </nav>
      <div className="top-bar-account">
        <a className="button button-small" href={SIGN_IN_PATH}>
          Sign In
        </a>
      </div>
    </header>
  );
}
