/**
 * Every refusal in Turkish (issue 37): zod's own messages, for a value no schema gave a
 * message of its own (a checkout body `lines: [[…]]`, a number where an object belongs), come
 * from zod's Turkish locale instead of its English defaults. Imported once by the API kit.
 */
import { z } from 'zod';

z.config(z.locales.tr());
