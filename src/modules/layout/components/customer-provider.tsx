"use client";
import { createContext, type ReactNode, useMemo, useState } from "react";
import { useRequiredContext } from "@/modules/ui/developer-error";

export type Customer = { id: string; name: string; email: string };

type CustomerStore = { customer: Customer | null; setCustomer: (customer: Customer) => void };

const CustomerContext = createContext<CustomerStore | null>(null);

/** The session's customer, unless the store holds an update of that same customer. */
export const currentCustomer = (session: Customer | null, updated: Customer | null) =>
  session && updated?.id === session.id ? updated : session;

/**
 * The customer comes from the session and may be overridden by an updated customer held in the store.
 * The server passes the session's customer; a profile form calls `setCustomer(updated)` after a successful save,
 * and the header shows the new name without a reload. A different signed-in user (new session) drops the override.
 */
export function CustomerProvider({ initial, children }: { initial: Customer | null; children?: ReactNode }) {
  const [override, setOverride] = useState<Customer | null>(null);
  const customer = currentCustomer(initial, override);
  const store = useMemo<CustomerStore>(() => ({ customer, setCustomer: setOverride }), [customer]);
  return <CustomerContext.Provider value={store}>{children}</CustomerContext.Provider>;
}

/** `const { customer, setCustomer } = useCustomer()`; null customer means a guest. */
export const useCustomer = () => useRequiredContext(CustomerContext, "useCustomer()", "CustomerProvider");
