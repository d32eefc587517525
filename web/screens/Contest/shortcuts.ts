// The contest's keyboard shortcuts listen on the whole page; these keys are not theirs.
import { useEffect } from "react";

/** Keys typed into a field, with a modifier, or inside an open dialog are the student's, not shortcuts. */
function isShortcut(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return true;
  if (target.closest("dialog")) return false;
  const typing =
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !["button", "checkbox", "radio", "submit", "reset"].includes(target.type));
  return !typing;
}

/**
 * Calls `onKey` with each shortcut key pressed on the page while `enabled`; when it returns true
 * the key was used, and the browser's own action (scrolling) is prevented.
 */
export function useShortcuts(enabled: boolean, onKey: (key: string) => boolean): void {
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (isShortcut(event) && onKey(event.key)) event.preventDefault();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled, onKey]);
}
