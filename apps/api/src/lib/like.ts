/**
 * `%text%` for (I)LIKE, with the pattern characters a staff member typed (\ % _) taken
 * literally: a search for "a_b" must not match "axb", nor "%" match everything.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
