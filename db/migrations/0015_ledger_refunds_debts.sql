CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sale_id` integer,
	`deposit_id` integer,
	`customer_id` integer,
	`customer_name` text NOT NULL,
	`method` text NOT NULL,
	`amount_kurus` integer NOT NULL,
	`reason` text NOT NULL,
	`day` text NOT NULL,
	`created_at` integer NOT NULL,
	`created_by` integer,
	`approved_by` integer,
	`idempotency_key` text,
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`approved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_idempotency_key_unique` ON `refunds` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `refunds_day_idx` ON `refunds` (`day`,`method`,`amount_kurus`);--> statement-breakpoint
CREATE INDEX `refunds_sale_idx` ON `refunds` (`sale_id`,`amount_kurus`);--> statement-breakpoint
CREATE INDEX `refunds_customer_idx` ON `refunds` (`customer_id`);--> statement-breakpoint
ALTER TABLE `sales` ADD `void_approved_by` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `sales` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX `sales_owed_idx` ON `sales` (`day`,`id`,`owed_kurus`) WHERE status = 'completed' and owed_kurus > 0;--> statement-breakpoint
CREATE INDEX `sales_customer_idx` ON `sales` (`customer_id`,`status`);