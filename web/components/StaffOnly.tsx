// The editors' screens: visitors are asked to sign in, students see why they cannot edit. The
// server refuses their saves anyway (the editor and admin scopes); this only spares them a form.
import type { ReactNode } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { StaffOnlyQuery } from "../__generated__/StaffOnlyQuery.graphql.ts";
import { signInUrl } from "../links.ts";

export function StaffOnly(props: { title: string; admin?: boolean; children: ReactNode }) {
  const { viewer } = useLazyLoadQuery<StaffOnlyQuery>(
    graphql`
      query StaffOnlyQuery {
        viewer { isAdmin isEditor }
      }
    `,
    {},
  );
  const allowed = props.admin ? viewer?.isAdmin : viewer?.isAdmin || viewer?.isEditor;
  if (allowed) return <>{props.children}</>;
  return (
    <section className="card error" role="alert">
      <h1>{props.title}</h1>
      <p>{props.admin ? "Access Restricted: This page is only available to administrators." : "Access Restricted: This page is only available to editors and administrators."}</p>
      {!viewer && <p><a href={signInUrl()}>Sign In</a></p>}
    </section>
  );
}

/** A database id from the address, or null. */
export function idFrom(value: string | null | undefined): number | null {
  if (!/^\d{1,10}$/.test(value ?? "")) return null;
  const id = Number(value);
  return id >= 1 && id <= 2 ** 31 - 1 ? id : null;
}

/** Moves the item at `index` one place up (-1) or down (+1). */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return [...items];
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target], copy[index]];
  return copy;
}
