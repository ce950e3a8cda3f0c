import { describe, expect, it } from "vitest";
import { isConnectionLoss } from "./availability";

const coded = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("a lost connection", () => {
  it.each([
    ["a refused connection", coded("ECONNREFUSED")],
    ["a reset socket", coded("ECONNRESET")],
    ["the server shutting down", coded("57P01", "terminating connection due to administrator command")],
    ["the server starting up", coded("57P03", "the database system is starting up")],
    ["a connection exception", coded("08006")],
    ["too many connections", coded("53300")],
    ["a terminated connection", new Error("Connection terminated unexpectedly")],
    ["a pool that could not connect in time", new Error("timeout exceeded when trying to connect")],
    ["a client whose connection broke", new Error("Client has encountered a connection error and is not queryable")],
    ["the driver's error wrapped by the query builder", new Error("Failed query: select 1", { cause: coded("ECONNREFUSED") })],
  ])("is %s", (_, err) => {
    expect(isConnectionLoss(err)).toBe(true);
  });

  it.each([
    ["a unique violation", coded("23505")],
    ["a syntax error", coded("42601")],
    ["a plain error", new Error("boom")],
    ["not an error at all", "ECONNREFUSED"],
  ])("is not %s", (_, err) => {
    expect(isConnectionLoss(err)).toBe(false);
  });
});
