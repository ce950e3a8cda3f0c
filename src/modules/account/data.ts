import "server-only";

export { findAddress, listAddresses } from "@/server/account/addresses";
export { consentState } from "@/server/account/commercial-consent";
export { companyOf } from "@/server/account/company";
export { getGroup, listGroups } from "@/server/account/manage/customer-groups";
export { getProfile } from "@/server/account/profile";
export { sessionUser } from "@/server/account/session";
export { ownerExists, setupProgress } from "@/server/account/setup/state";
