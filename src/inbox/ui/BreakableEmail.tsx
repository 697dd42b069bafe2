import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects, before a dot or after the @, so a
 * narrow column does not cut "logistica" in two; a single part too long for its line still
 * wraps (the cell's wrap-anywhere), but only then.
 */
export function BreakableEmail({ address }: { address: string }) {
  // Each part keyed by where it starts in the address.
  let at = 0;
  const parts = address.split(/(?=\.)|(?<=@)/).map((text) => {
    const part = { text, at };
    at += text.length;
    return part;
  });
  return (
    <>
      {parts.map(({ text, at }) => (
        <Fragment key={at}>
          {at > 0 && <wbr />}
          {text}
        </Fragment>
      ))}
    </>
  );
}
