/** Who the invoice is made out to: a person by TCKN (e-Arşiv unless registered) or a company by VKN and tax office. */
export type InvoiceBuyer = {
  kind: "person" | "company";
  name: string;
  taxNumber: string;
  taxOffice?: string;
  email: string;
  phone: string;
  city: string;
  district: string;
  address: string;
};

/** One line as the invoice shows it; amounts in kuruş excluding VAT (the discount already taken off the net). */
export type InvoiceLine = { description: string; quantity: number; unitNet: number; discountNet: number; vatRate: number };

/** What an order's invoice is made of; `sale` is the internet-sale detail an e-Arşiv must carry. */
export type InvoiceDraft = {
  orderNumber: string;
  orderDate: string;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  sale: {
    paymentType: "card" | "bank_transfer" | "cash_on_delivery";
    paymentDate: string;
    url: string;
    platform: string;
    shippedOn: string;
  };
};

/** What the provider answers once the document is formalised: its kind, its number, its PDF and its own id. */
export type IssuedInvoice = { kind: "e_archive" | "e_invoice"; number: string; pdf: Uint8Array; ref: string };

/** The provider's refusal or failure, with its own message for staff. */
export class InvoiceProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** An e-invoice integrator behind the shop: issues a formalised invoice and undoes one. */
export interface InvoiceProvider {
  issue(draft: InvoiceDraft): Promise<IssuedInvoice>;
  /** Cancels the document if its window is open, else issues a return invoice; answers which it did. */
  undo(ref: string, draft: InvoiceDraft): Promise<"cancelled" | "returned">;
}
