import path from "node:path";

/** Where the shop keeps its local state (auth secret, mail files, the staff password of the first seed): DATA_DIR, default ./data. */
export const dataDir = (): string => process.env.DATA_DIR ?? "./data";

/** A file or folder inside the data directory. */
export const dataPath = (...parts: string[]): string => path.join(dataDir(), ...parts);
