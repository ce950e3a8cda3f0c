export * from "./auth";
export * from "./catalog";
export * from "./commerce";
export * from "./consent";
export * from "./content";
export * from "./customer";
export * from "./mail";
export * from "./pricing";
