import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/** `<name>inner</name>`: a tag is a name of letters and digits; nothing inside it is a tag. */
const TAG = /<([a-zA-Z][a-zA-Z0-9]*)>([^<]*)<\/\1>/g;

/**
 * A translated text with named tags, each tag's content shown inside the element given for its name:
 * `Я принимаю <policy>политику конфиденциальности</policy>` with `{ policy: <Link to="…" /> }`.
 *
 * It does what react-i18next's `<Trans>` did for the app's three such texts without its HTML parser (4.0 kB
 * gzip on every borrower's journey: docs/decisions.md, "Texts with links without `<Trans>`, and axios without its
 * fetch adapter"). Nothing in the
 * text is ever markup: a tag whose name has no element, a tag left open, or anything else shows as the
 * characters it is, and every piece reaches the page as a React text node.
 */
export function TaggedText({ text, components }: { text: string; components: Record<string, ReactElement> }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    const element = Object.prototype.hasOwnProperty.call(components, m[1]!) ? components[m[1]!] : undefined;
    if (!element) continue;
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(cloneElement(element, { key: parts.length }, m[2]));
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
