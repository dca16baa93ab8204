/**
 * The two functions markdown-it takes from `entities`, done by the browser's own HTML parser: the
 * script-tag bundle swaps this module in for the package (`rollup.config.mjs`), which leaves out
 * its 77 KiB of tables on every page that renders Markdown (with `linkify-it`'s stub, the
 * markdown-it chunk went from 46.5 to 21.8 KiB gzip). markdown-it passes one named reference at a
 * time (`&` + letters and digits + `;`); a `<textarea>` parses what is set as its HTML as RCDATA — character references only, never an element — so its value is the
 * reference decoded as the HTML standard says, with the same table as `entities`.
 */
let box: HTMLTextAreaElement | undefined;

const REFERENCE = /^&#?[a-z0-9]+;$/i;

/** As in text content: a known name without its `;` still counts (`&notit;` is `¬it;`). */
export function decodeHTML(reference: string): string {
  if (!REFERENCE.test(reference)) return reference;
  box ??= document.createElement('textarea');
  box.innerHTML = reference;
  return box.value;
}

/**
 * Only a whole reference: a name the parser took only part of leaves the rest of it and the `;`
 * behind, and then nothing is decoded. (`&semi;` is the one reference whose value is `;`.)
 */
export function decodeHTMLStrict(reference: string): string {
  const decoded = decodeHTML(reference);
  return decoded === ';' || !decoded.endsWith(';') ? decoded : reference;
}
