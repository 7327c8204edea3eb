/**
 * A multipart body: a file (a Blob) as a file part, anything else as text. No Content-Type is set:
 * the browser writes it, with its boundary.
 */
export function formDataOf(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(body))
    if (v instanceof Blob) form.append(k, v, v instanceof File ? v.name : k);
    else if (v !== undefined && v !== null) form.append(k, String(v));
  return form;
}
