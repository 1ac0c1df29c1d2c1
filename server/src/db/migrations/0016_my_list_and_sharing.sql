CREATE TABLE "saved_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"title_sp" text,
	"url" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_kind_check" CHECK ("saved_items"."kind" in ('organization', 'guide', 'trial')),
	CONSTRAINT "saved_items_note_length_check" CHECK (char_length("saved_items"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "shared_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"include_notes" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_lists" ADD CONSTRAINT "shared_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_id_kind_item_key_key" ON "saved_items" USING btree ("user_id","kind","item_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shared_lists_token_hash_key" ON "shared_lists" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shared_lists_user_id_idx" ON "shared_lists" USING btree ("user_id");