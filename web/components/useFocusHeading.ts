// After an in-app navigation to another page, focus goes to that page's heading (h1), as a full
// page load would start reading there: screen readers announce the new page and the next Tab
// starts from its content. The first load keeps the browser's own focus. An address with a
// fragment (/user#api-tokens), on the first load too, scrolls to and focuses the element it names
// instead: the browser cannot, since the element comes with the page's data. The heading or the
// element is awaited (up to 10 s); a change of search parameters only (a dashboard tab) is not a new page.
import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

const WAIT_MS = 10_000;

export function useFocusHeading(main: RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs once per new page or fragment, which is what pathname and hash say.
  useEffect(() => {
    const firstLoad = first.current;
    first.current = false;
    const id = decodeURIComponent(hash.slice(1));
    if (firstLoad && id === "") return;
    const root = main.current;
    if (!root) return;
    const focusTarget = () => {
      const target = id === "" ? root.querySelector<HTMLElement>("h1") : document.getElementById(id);
      if (!target) return false;
      if (!target.hasAttribute("tabindex") && target.tabIndex < 0) target.setAttribute("tabindex", "-1");
      if (id !== "") target.scrollIntoView({ block: "start" });
      target.focus({ preventScroll: id !== "" });
      return true;
    };
    if (focusTarget()) return;
    const observer = new MutationObserver(() => {
      if (focusTarget()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash, main]);
}
