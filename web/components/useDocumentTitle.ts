// The browser tab's title: "{page} · Boxed". Each route names itself (routes.tsx, handle.title,
// set by RouteTitle); a screen whose title depends on its data (a contest, a question, a result)
// sets it once known with this hook, which runs after RouteTitle's.
import { useEffect } from "react";

export const documentTitle = (title: string) => `${title} · Boxed`;

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
