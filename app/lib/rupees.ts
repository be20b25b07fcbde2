// The one rupee format lives in core, shared with the content that pages and e-mails fill in.
export { formatRupees } from '../../core/money.ts'
