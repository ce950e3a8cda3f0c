import { saveCompany } from "@/server/account/company";
import { apiRoute } from "@/server/compose/api-route";
import { saveCompanyBody } from "@/shared/account/company";

/** {company: {tradeName, taxOffice, taxNumber (VKN)} | null} -> {company} */
export const POST = apiRoute({ access: "customer", body: saveCompanyBody }, ({ user, body }) => saveCompany(user.id, body.company));
