/** NUL, which PostgreSQL text cannot hold, or a UTF-16 surrogate without its other half. */
export const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether PostgreSQL stores `text` as it is: a lone surrogate would become U+FFFD, a NUL fails. */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text)
