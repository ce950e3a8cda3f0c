export type PageDef = { path: string; title: string; metaDescription: string; body: string };
