/** What the shop's forms leave for staff: the kind of each submission and where it stands in the back-office inbox. */
export const formKinds = ["contact", "quote", "technical_service", "dealership"] as const;
export type FormKind = (typeof formKinds)[number];

const referencePrefix: Record<FormKind, string> = { contact: "ILT", quote: "TKL", technical_service: "SRV", dealership: "BYL" };
/** The reference a sender is given and staff see: the kind's prefix and the record's number, e.g. SRV-000042. */
export const submissionReference = (kind: FormKind, id: number) => `${referencePrefix[kind]}-${String(id).padStart(6, "0")}`;
export const submissionStatuses = ["new", "in_progress", "done"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];
