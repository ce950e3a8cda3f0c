import { apiRoute } from "@/server/compose/api-route";
import { addSubmissionNote } from "@/server/content/manage/inbox";
import { submissionNoteBody } from "@/shared/content/inbox";

export const POST = apiRoute({ access: "staff", body: submissionNoteBody }, ({ body, user }) =>
  addSubmissionNote(user, body.submissionId, body.text),
);
