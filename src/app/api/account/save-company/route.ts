import { saveCompany } from "@/server/account/company";
import { apiRoute } from "@/server/http/handler";
import { saveCompanyBody } from "@/shared/account/company";

/** {company: {tradeName, taxOffice, taxNumber (VKN)} | null} -> {company} */
export const POST = apiRoute({ access: "customer", body: saveCompanyBody }, ({ user, body }) => saveCompany(user.id, body.company));
