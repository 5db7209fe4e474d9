// Uploads (docs/goods.md "Pictures"): a payload that holds a Blob or File (the upload widget calls
// file.upload with { file, fileName }) cannot travel as JSON, so it goes as multipart/form-data. The
// browser (or undici) writes the boundary into Content-Type itself, which is why no header is set here.

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;

/** True when some top-level field of the payload is a Blob (File is a Blob). */
export function holdsBlob(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && Object.values(payload).some(isBlob);
}

/** The payload as FormData: Blobs as file parts (named by fileName when given), other fields as text;
 * objects as JSON text, null and undefined left out (a form has no null). */
export function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  const fileName = typeof payload.fileName === 'string' && payload.fileName !== '' ? payload.fileName : undefined;
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue;
    if (isBlob(v)) {
      const name = fileName ?? (v instanceof File ? v.name : 'blob');
      // A File of that name rather than append's third argument, which some FormData implementations
      // (happy-dom) ignore: the part's filename is what the server checks the extension of.
      form.append(k, v instanceof File && v.name === name ? v : new File([v], name, { type: v.type }));
    } else form.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return form;
}
