CREATE TABLE `deposit_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`deposit_id` integer NOT NULL,
	`token` text NOT NULL,
	`conversation_id` text NOT NULL,
	`outcome` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_attempts_token_unique` ON `deposit_attempts` (`token`);--> statement-breakpoint
CREATE TABLE `deposit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`deposit_id` integer NOT NULL,
	`kind` text NOT NULL,
	`method` text,
	`amount_kurus` integer NOT NULL,
	`day` text NOT NULL,
	`at` integer NOT NULL,
	`created_by` integer,
	`sale_id` integer,
	`gateway_ref` text,
	FOREIGN KEY (`deposit_id`) REFERENCES `deposits`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`sale_id`) REFERENCES `sales`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposit_events_once_idx` ON `deposit_events` (`deposit_id`,`kind`);--> statement-breakpoint
CREATE INDEX `deposit_events_day_idx` ON `deposit_events` (`day`,`kind`,`method`,`amount_kurus`);--> statement-breakpoint
CREATE TABLE `deposits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`appointment_id` integer,
	`customer_id` integer,
	`status` text DEFAULT 'awaiting' NOT NULL,
	`amount_kurus` integer NOT NULL,
	`method` text,
	`reference` text NOT NULL,
	`due_at` integer,
	`gateway_attempts` integer DEFAULT 0 NOT NULL,
	`gateway_payment_id` text,
	`gateway_transaction_id` text,
	`refund_error` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`appointment_id`) REFERENCES `appointments`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `deposits_reference_unique` ON `deposits` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `deposits_appointment_idx` ON `deposits` (`appointment_id`);--> statement-breakpoint
CREATE INDEX `deposits_status_due_idx` ON `deposits` (`status`,`due_at`);--> statement-breakpoint
CREATE TABLE `iyzico_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`api_key_encrypted` text,
	`secret_key_encrypted` text,
	`base_url` text DEFAULT 'https://sandbox-api.iyzipay.com' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_at` integer NOT NULL
);
