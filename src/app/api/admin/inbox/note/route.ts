import { apiRoute } from "@/server/http/handler";
import { addSubmissionNote, submissionNoteBody } from "@/server/services/admin-inbox";

export const POST = apiRoute({ access: "staff", body: submissionNoteBody }, ({ body, user }) =>
  addSubmissionNote(user, body.submissionId, body.text),
);
