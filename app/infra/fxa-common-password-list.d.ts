declare module 'fxa-common-password-list' {
  /** Whether the password (lower-cased) is among the 50,000 most common ones. */
  const list: { test(password?: string): boolean };
  export default list;
}
