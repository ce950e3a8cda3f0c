import { type Context, useContext } from "react";

/** A mistake in how a component is used: it fails loudly in development instead of rendering wrongly. */
export class DeveloperError extends Error {
  override name = "DeveloperError";
}

/** Reads a context that only exists under its parent component, and names both when it is missing. */
export function useRequiredContext<T>(context: Context<T | null>, consumer: string, parent: string): T {
  const value = useContext(context);
  if (value === null) throw new DeveloperError(`${consumer} must be used inside <${parent}>.`);
  return value;
}
