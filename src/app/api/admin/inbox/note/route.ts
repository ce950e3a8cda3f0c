import { addSubmissionNote, submissionNoteBody } from "@/server/admin/inbox";
import { apiRoute } from "@/server/http/handler";

export const POST = apiRoute({ access: "staff", body: submissionNoteBody }, ({ body, user }) =>
  addSubmissionNote(user, body.submissionId, body.text),
);
