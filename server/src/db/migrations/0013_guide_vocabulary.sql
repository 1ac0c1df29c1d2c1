CREATE TABLE "guide_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "guide_vocabulary" ("word") SELECT "word" FROM ts_stat('select search_vector from guide_contents');
