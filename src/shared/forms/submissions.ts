/** What the shop's forms leave for staff: the kind of each submission and where it stands in the back-office inbox. */
export const formKinds = ["contact", "quote", "technical_service", "dealership"] as const;
export type FormKind = (typeof formKinds)[number];
export const submissionStatuses = ["new", "in_progress", "done"] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];
