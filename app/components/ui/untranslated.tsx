/**
 * A name inside a translated line (a pet's, a person's, a vaccine's): written as the owner or the
 * vet wrote it and never translated, so marked `translate="no"` (decision 0075). For `t.rich`.
 */
export const untranslated = (chunks: React.ReactNode) => <span translate="no">{chunks}</span>
