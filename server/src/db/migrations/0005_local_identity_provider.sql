CREATE TABLE "idp_accounts" (
	"subject" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idp_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "idp_store" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "idp_store_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE INDEX "idp_store_grant_id_idx" ON "idp_store" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_store_uid_idx" ON "idp_store" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "idp_store_expires_at_idx" ON "idp_store" USING btree ("expires_at");