CREATE TABLE `waitlist_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`service_ids` text DEFAULT '[]' NOT NULL,
	`package_ids` text DEFAULT '[]' NOT NULL,
	`team_member_id` integer,
	`customer_name` text NOT NULL,
	`customer_email` text,
	`customer_phone` text,
	`consent_at` integer NOT NULL,
	`consent_ip` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`team_member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `waitlist_entries_date_idx` ON `waitlist_entries` (`date`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `services` ADD `rebook_after_days` integer;