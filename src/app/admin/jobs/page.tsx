import { staffPage } from "@/modules/admin/access";
import { listJobs, scheduledQueues } from "@/modules/admin/data";
import { oneOf } from "@/modules/admin/params";
import { AdminJobList } from "@/modules/admin/templates/job-list";
import { jobListFilters } from "@/shared/jobs";

type Params = { state?: string };

export default staffPage("/admin/jobs", async function AdminJobs({ searchParams }: { searchParams: Promise<Params> }) {
  const state = oneOf(jobListFilters, (await searchParams).state) ?? "queued";
  return <AdminJobList items={await listJobs(state)} state={state} scheduled={scheduledQueues()} />;
});
