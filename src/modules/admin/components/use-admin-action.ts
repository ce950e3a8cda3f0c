"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { adminPost } from "./admin-api";

/**
 * One back-office action at a time: POSTs to an admin route, toasts the success, reloads the server-rendered
 * page, and keeps the server's message for an inline alert. Resolves to the answer, or null after an error.
 */
export function useAdminAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function run<T>(path: string, body: unknown, success?: string): Promise<T | null> {
    setBusy(true);
    setError("");
    try {
      const answer = await adminPost<T>(path, body);
      if (success) toast.success(success);
      router.refresh();
      return answer;
    } catch (err) {
      setError((err as Error).message);
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
