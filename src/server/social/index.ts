/**
 * The social domain's face (favourites, collections, reviews, price alarms): what another domain, or what is
 * composed above the domains, may use of it. Inside the domain, files import each other freely.
 */
export { checkPriceAlarmsAfterEdit } from "./price-alarm";
