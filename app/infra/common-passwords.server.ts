/**
 * The most common passwords (issue 37; ASVS V2.1.7, NIST SP 800-63B 5.1.1.2): the 50,000 most
 * used passwords of the "10 million passwords" list as shipped by Mozilla's
 * `fxa-common-password-list` (MPL-2.0, the list Firefox Accounts refuses). Server only: the
 * list never reaches a browser bundle. Compared in lower case.
 */
import commonPasswords from 'fxa-common-password-list';

export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password);
}
