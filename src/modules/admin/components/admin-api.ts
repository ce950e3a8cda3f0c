"use client";

/** POSTs JSON to an admin route; throws the server's message on a non-OK answer (the {code, message} envelope of docs/API.md). */
export async function adminPost<T = unknown>(path: string, body: unknown): Promise<T> {
  const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(typeof json.message === "string" ? json.message : String(res.status));
  return json as T;
}
