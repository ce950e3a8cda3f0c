import { addSubmissionNote } from "@/server/admin/inbox";
import { apiRoute } from "@/server/compose/api-route";
import { submissionNoteBody } from "@/shared/admin/inbox";

export const POST = apiRoute({ access: "staff", body: submissionNoteBody }, ({ body, user }) =>
  addSubmissionNote(user, body.submissionId, body.text),
);
