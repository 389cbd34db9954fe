CREATE TABLE `member_hours` (
	`team_member_id` integer PRIMARY KEY NOT NULL,
	`weekly` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`team_member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `appointments` ADD `no_show` integer DEFAULT false NOT NULL;