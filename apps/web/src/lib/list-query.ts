/** A list query as the API's query string: defined values only, in a stable order. */
export function listSearch(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
