import "server-only";

export { customerQuote, listQuotes, staffQuote } from "@/server/quotes/read";
