/** Indian mobile numbers: 10 digits starting 6-9, with any +91 or 0 prefix stripped. */
export function normalizeIndianMobile(input: string): string | null {
  let digits = input.replace(/\D/g, '')
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2)
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1)
  return /^[6-9]\d{9}$/.test(digits) ? digits : null
}

/** `98XXXXXX10`: the first two and last two digits of a 10-digit number, for logs. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length < 6) return 'X'.repeat(digits.length)
  return `${digits.slice(0, 2)}${'X'.repeat(digits.length - 4)}${digits.slice(-2)}`
}

/** Masks every run of 10 to 12 digits in a text (URLs in logs, for instance). */
export function maskPhonesInText(text: string): string {
  return text.replace(/\d{10,12}/g, (run) => maskPhone(run))
}
