CREATE TABLE `member_calendar_feeds` (
	`team_member_id` integer PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`token_encrypted` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`team_member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_calendar_feeds_token_hash_unique` ON `member_calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE INDEX `appointment_packages_report_idx` ON `appointment_packages` (`appointment_id`,`name`,`price_kurus`);--> statement-breakpoint
CREATE INDEX `appointment_services_report_idx` ON `appointment_services` (`appointment_id`,`name`,`price_kurus`);--> statement-breakpoint
CREATE INDEX `appointments_report_idx` ON `appointments` (`date`,`status`,`team_member_id`,`customer_id`,`time`,`total_price_kurus`,`duration_minutes`,`custom_duration`);--> statement-breakpoint
CREATE INDEX `appointments_customer_history_idx` ON `appointments` (`customer_id`,`date`,`status`);