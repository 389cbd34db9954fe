CREATE INDEX `appointments_schedule_idx` ON `appointments` (`date`,`time`,`id`);--> statement-breakpoint
CREATE INDEX `appointments_updated_idx` ON `appointments` (`updated_at`);--> statement-breakpoint
CREATE INDEX `appointments_status_idx` ON `appointments` (`status`);