ALTER TABLE "blog_posts" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "replies" jsonb DEFAULT '[]'::jsonb NOT NULL;