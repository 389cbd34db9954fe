/** Phrases docs/api.md repeats across calls (the declarations in app/routes/api.*.ts use them). */

/** A body the admin screens' form schemas read. */
export const MULTIPART_NOTE = 'JSON, urlencoded or multipart/form-data; on PUT, fields not sent keep their value';

/** An invalid form body. */
export const VALIDATION_FAILED =
  '400 { success: false, message, errors: { field: [message] } } (first message of the schema)';
