/**
 * Names travel into e-mails that go to strangers (a company's name is the subject of its
 * invitations), so a name that carries a link turns the product into a spam relay. A name
 * may hold any words and punctuation, but nothing a mail program would make clickable.
 */

/** The dots mail programs treat as one: ASCII and the ideographic and full-width ones. */
const DOT = "[.\\u3002\\uFF0E\\uFF61]";
const LABEL = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}_-]*[\\p{L}\\p{N}])?";

const WEB_ADDRESS = new RegExp(
  [
    // a scheme: https://, ftp://, mailto:
    "[a-z][a-z0-9+.-]*:\\/\\/\\S*",
    "\\b(?:mailto|https?|ftp|file|javascript|data):\\S*",
    // a host name: evil.example, www.evil.example, someone@evil.example, xn-- names
    `(?<![\\p{L}\\p{N}_-])(?:${LABEL}@)?(?:${LABEL}${DOT})+(?:\\p{L}{2,}|xn--[a-z0-9-]+)(?![\\p{L}\\p{N}_-])\\S*`,
    // an IPv4 address
    "(?<![\\p{N}.])\\d{1,3}(?:\\.\\d{1,3}){3}(?![\\p{N}])\\S*",
  ].join("|"),
  "iu",
);

/** The first part of `text` that a mail program could turn into a link, or null. */
export function webAddressIn(text: string): string | null {
  const match = WEB_ADDRESS.exec(text);
  return match ? match[0].replace(/[)\]}>"'.,;:!?。．｡]+$/u, "") : null;
}
