/** Step 1's fields as the form sends them (the KVKK box ticked, the seeded notice version). */
export const PERSON_STEP_FIELDS = { step: '1', intent: 'personal', kvkkConsent: 'on', kvkkVersion: '1' } as const;
