// An email address as text that wraps only where a reader would split it: before the @ and
// before each dot (parent@<wbr>boxed<wbr>.test), never inside a name. The text (copy, screen
// readers) is the address unchanged.
import { Fragment } from "react";

export function Email(props: { address: string }) {
  const pieces = props.address.split(/(?=[@.])/);
  return (
    <span className="email">
      {pieces.map((piece, index) => (
        // The pieces of one address never move: their place is their key.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
