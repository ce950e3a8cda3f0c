/** Paraşüt's API host (its v4 endpoints are under /v4/{company id}). */
export const PARASUT_API_URL = "https://api.parasut.com";

export type ParasutConfig = {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  companyId: string;
  baseUrl: string;
};

const required = ["PARASUT_CLIENT_ID", "PARASUT_CLIENT_SECRET", "PARASUT_USERNAME", "PARASUT_PASSWORD", "PARASUT_COMPANY_ID"] as const;

/**
 * The e-invoice provider's credentials, from the environment only. Read on every call so that a test can point the
 * shop at its own Paraşüt; null while any is missing, and then invoices stay manual (staff attach the PDF).
 */
export function parasutConfig(env: NodeJS.ProcessEnv = process.env): ParasutConfig | null {
  const [clientId, clientSecret, username, password, companyId] = required.map((name) => env[name]?.trim() ?? "");
  if (!clientId || !clientSecret || !username || !password || !companyId) return null;
  return {
    clientId,
    clientSecret,
    username,
    password,
    companyId,
    baseUrl: env.PARASUT_URL?.trim() || PARASUT_API_URL,
  };
}
