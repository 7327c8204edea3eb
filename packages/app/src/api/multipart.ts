/**
 * A multipart body: a file (a Blob) as a file part, a list of files as one part each, anything
 * else as text. No Content-Type is set:
 * the browser writes it, with its boundary.
 */
export function formDataOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(body))
    // A list of files is the field sent once for each (an application's images).
    if (Array.isArray(v)) for (const item of v) form.append(k, item, (item as File).name ?? k);
    else if (v instanceof Blob) form.append(k, v, v instanceof File ? v.name : k);
    else if (v !== undefined && v !== null) form.append(k, String(v));
  return form;
}
