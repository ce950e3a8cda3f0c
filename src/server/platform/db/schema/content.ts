import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { formKinds, submissionStatuses } from "@/shared/forms/submissions";
import { bytea } from "./catalog";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Markdown. */
    content: text("content").notNull(),
    category: text("category").notNull(),
    author: text("author").notNull(),
    coverKey: text("cover_key"),
    readingMinutes: integer("reading_minutes").notNull().default(1),
    /** Staff unpublish a post without losing it; a published post still waits for its publishedAt. */
    isPublished: boolean("is_published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("blog_published_idx").on(t.publishedAt)],
);

/** Corporate, legal, help and brochure pages, addressed by their path without the leading slash. */
export const contentPages = pgTable("content_pages", {
  id: serial("id").primaryKey(),
  path: text("path").notNull().unique(),
  title: text("title").notNull(),
  /** Markdown. */
  body: text("body").notNull(),
  metaDescription: text("meta_description").notNull().default(""),
  /** An unpublished page answers 404 on the storefront. */
  isPublished: boolean("is_published").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const contractDocuments = pgTable("contract_documents", {
  locale: text("locale").primaryKey(),
  termsOfMembershipText: text("terms_of_membership_text").notNull(),
  clarificationText: text("clarification_text").notNull(),
  commentPostingCriteriaText: text("comment_posting_criteria_text").notNull(),
});

export const popularSearches = pgTable("popular_searches", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  /** Turkish-folded title: one row per meaning. */
  folded: text("folded").notNull().unique(),
  count: integer("count").notNull().default(0),
  /** Shown in the dropdown when pinned by staff or among the most counted. */
  pinned: integer("pinned").notNull().default(0),
});

/** Store settings edited in the back office, e.g. popularCategories: [{id, title, href}]. */
export const storeSettings = pgTable("store_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** `by` is the staff member's name at the time of writing; the audit log keeps the id. */
export type SubmissionNote = { at: string; by: string; text: string };
/** `attachments`: the names of the files the reply carried (form_submission_files keeps them). */
export type SubmissionReply = SubmissionNote & { subject: string; attachments?: string[] };

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: formKinds }).notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: submissionStatuses }).notNull().default("new"),
    /** Internal notes by staff, oldest first. */
    notes: jsonb("notes").$type<SubmissionNote[]>().notNull().default([]),
    /** E-mails staff sent to the submitter from the back office, oldest first. */
    replies: jsonb("replies").$type<SubmissionReply[]>().notNull().default([]),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("forms_status_idx").on(t.status, t.createdAt)],
);

/** A file staff attached to a reply from the inbox (PDF or image, by its first bytes), sent with the reply's mail. */
export const formSubmissionFiles = pgTable(
  "form_submission_files",
  {
    id: serial("id").primaryKey(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_submission_files_submission_idx").on(t.submissionId)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: text("actor_id").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_entity_idx").on(t.entity, t.entityId)],
);

/** Fixed-window counters for our own rate limits (forms, reviews, search), shared by every instance. */
export const rateCounters = pgTable("rate_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Monotonic versions per cache tag; instances compare them to drop stale in-process caches. */
export const cacheVersions = pgTable("cache_versions", {
  tag: text("tag").primaryKey(),
  version: integer("version").notNull().default(0),
});
