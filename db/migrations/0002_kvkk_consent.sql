CREATE TABLE `kvkk_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`version` integer NOT NULL,
	`body` text NOT NULL,
	`published_at` integer NOT NULL,
	`user_id` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `kvkk_notices_version_unique` ON `kvkk_notices` (`version`);--> statement-breakpoint
ALTER TABLE `appointments` ADD `kvkk_notice_version` integer REFERENCES kvkk_notices(version);--> statement-breakpoint
ALTER TABLE `appointments` ADD `kvkk_consent_ip` text;