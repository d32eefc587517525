// After an in-app navigation to another page, focus goes to that page's heading (h1), as a full
// page load would start reading there: screen readers announce the new page and the next Tab
// starts from its content. The first load keeps the browser's own focus. The heading may come
// after the page's data, so it is awaited (up to 10 s); a change of search parameters only (a
// dashboard tab) is not a new page.
import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

const WAIT_MS = 10_000;

export function useFocusHeading(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs once per new page, which is what pathname says.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root) return;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>("h1");
      if (!heading) return false;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
