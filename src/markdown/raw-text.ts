/** tools.md §5: text starting with this is shown raw, with line breaks. */
export const rawTextPrefix = 'noMd2Html:';
