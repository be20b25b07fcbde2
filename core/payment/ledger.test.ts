import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type LedgerEntry, csvCell, csvDocument, daysBetween, indiaDateAndTime, ledgerCsv, paiseAsRupees, paymentTaxPaise, refundTaxPaise, sortLedger } from './ledger.ts'

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', `"'\rReturn"`],
    ['Asha, Verma', '"Asha, Verma"'],
    ['line\nbreak', '"line\nbreak"'],
    ['Dr. Kavya Rao', 'Dr. Kavya Rao'],
    ['', ''],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })

  it('keeps numbers and plain decimals as numbers, a refund’s minus included; null is empty', () => {
    expect(csvCell(-799)).toBe('-799')
    expect(csvCell('-1499.00')).toBe('-1499.00')
    expect(csvCell('1499.00')).toBe('1499.00')
    expect(csvCell(null)).toBe('')
    // A minus that is not a plain number is a formula.
    expect(csvCell('-1499.00+A1')).toBe("'-1499.00+A1")
  })

  it('never lets a cell start a formula or break out of its column, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text)
        const inner = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell
        if (/^[=+@\t\r]/.test(text) || (text.startsWith('-') && !/^-\d+(\.\d+)?$/.test(text))) expect(inner.startsWith("'")).toBe(true)
        if (!cell.startsWith('"')) expect(cell).not.toMatch(/[",\n\r]/)
      }),
    )
  })

  it('joins rows with CRLF and ends with one', () => {
    expect(csvDocument([['a', 1], ['b', null]])).toBe('a,1\r\nb,\r\n')
  })
})

describe('amounts to the paisa', () => {
  it.each([
    [149_900, '1499.00'],
    [71_910, '719.10'],
    [5, '0.05'],
    [0, '0.00'],
    [-79_900, '-799.00'],
    [-50, '-0.50'],
  ])('%i paise is %s', (paise, text) => {
    expect(paiseAsRupees(paise)).toBe(text)
  })

  it('refuses a fraction of a paisa', () => {
    expect(() => paiseAsRupees(0.5)).toThrow()
  })
})

describe('the GST inside one payment', () => {
  const lines = [
    { amountPaise: 79_900, taxPaise: 0 },
    { amountPaise: 69_900, taxPaise: 10_663 },
  ]

  it('a payment of the whole bill carries all of its tax', () => {
    expect(paymentTaxPaise(lines, 149_800)).toBe(10_663)
  })

  it('a later payment paid for the last lines: what was paid before covered the first', () => {
    expect(paymentTaxPaise(lines, 69_900)).toBe(10_663)
    expect(paymentTaxPaise([{ amountPaise: 69_900, taxPaise: 10_663 }, { amountPaise: 79_900, taxPaise: 0 }], 79_900)).toBe(0)
  })

  it('a payment of part of a line carries that part of its tax, rounded to the paisa', () => {
    // ₹849 at 18 %: ₹129.51 of tax; ₹400 of it paid now.
    expect(paymentTaxPaise([{ amountPaise: 84_900, taxPaise: 12_951 }], 40_000)).toBe(Math.round((12_951 * 40_000) / 84_900))
  })

  it('a membership’s saving (below zero) is netted in the amount and carries no tax', () => {
    const saved = [
      { amountPaise: 79_900, taxPaise: 0 },
      { amountPaise: -79_900, taxPaise: 0 },
      { amountPaise: 69_900, taxPaise: 10_663 },
    ]
    expect(paymentTaxPaise(saved, 69_900)).toBe(10_663)
  })

  it('never carries more than the bill’s tax nor less than none', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ amountPaise: fc.integer({ min: 1, max: 1_000_000 }), rate: fc.constantFrom(0, 500, 1200, 1800) }), { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 7_000_000 }), (raw, amount) => {
        const priced = raw.map((line) => ({ amountPaise: line.amountPaise, taxPaise: Math.round((line.amountPaise * line.rate) / (10_000 + line.rate)) }))
        const tax = paymentTaxPaise(priced, amount)
        expect(tax).toBeGreaterThanOrEqual(0)
        expect(tax).toBeLessThanOrEqual(priced.reduce((sum, line) => sum + line.taxPaise, 0))
        expect(tax).toBeLessThanOrEqual(amount)
      }),
    )
  })

  it('a refund gives back its share of the payment’s tax', () => {
    expect(refundTaxPaise({ amountPaise: 69_900, taxPaise: 10_663 }, 69_900)).toBe(10_663)
    expect(refundTaxPaise({ amountPaise: 69_900, taxPaise: 10_663 }, 34_950)).toBe(5_332)
    expect(refundTaxPaise({ amountPaise: 79_900, taxPaise: 0 }, 79_900)).toBe(0)
  })
})

describe('the ledger', () => {
  const at = new Date('2026-11-29T03:00:00.000Z')
  const entry = (fields: Partial<LedgerEntry>): LedgerEntry => ({
    at,
    kind: 'payment',
    receiptNumber: 'PV/2026-27/000001',
    visitId: '5f1c2a9e-8d2b-4b7a-9c1e-1a2b3c4d5e6f',
    ownerName: 'Asha Verma',
    vetName: 'Dr. Kavya Rao',
    method: 'cash',
    providerPaymentId: 'cash_1',
    amountPaise: 149_800,
    taxPaise: 10_663,
    note: '',
    ...fields,
  })

  it('counts days between India dates, across a leap day', () => {
    expect(daysBetween('2026-11-29', '2026-11-29')).toBe(0)
    expect(daysBetween('2027-03-01', '2028-03-01')).toBe(366)
    expect(daysBetween('2026-03-01', '2027-03-01')).toBe(365)
  })

  it('dates a row in India: 23:45 UTC is the next morning', () => {
    expect(indiaDateAndTime(new Date('2026-11-28T23:45:00Z'))).toEqual(['2026-11-29', '05:15'])
    expect(indiaDateAndTime(new Date('2026-11-29T18:29:00Z'))).toEqual(['2026-11-29', '23:59'])
  })

  it('writes a header and a row per entry, amounts to the paisa, methods in words, names escaped', () => {
    const csv = ledgerCsv([
      entry({}),
      entry({ kind: 'void', amountPaise: -149_800, taxPaise: -10_663, note: 'VOID: tapped by mistake' }),
      entry({ kind: 'membership_sale', method: 'membership', receiptNumber: 'PV/2026-27/000002', visitId: null, vetName: null, ownerName: '=cmd|calc', providerPaymentId: 'pay_M1', amountPaise: 99_900, taxPaise: 0 }),
      entry({ kind: 'payment', method: 'upi_qr', amountPaise: 69_900 }),
    ]).split('\r\n')
    expect(csv[0]).toBe('date,time,kind,receipt_number,visit_id,owner_name,vet_name,method,provider_payment_id,amount_rupees,tax_rupees,note')
    expect(csv[1]).toBe('2026-11-29,08:30,payment,PV/2026-27/000001,5f1c2a9e-8d2b-4b7a-9c1e-1a2b3c4d5e6f,Asha Verma,Dr. Kavya Rao,cash,cash_1,1498.00,106.63,')
    expect(csv[2]).toBe('2026-11-29,08:30,void,PV/2026-27/000001,5f1c2a9e-8d2b-4b7a-9c1e-1a2b3c4d5e6f,Asha Verma,Dr. Kavya Rao,cash,cash_1,-1498.00,-106.63,VOID: tapped by mistake')
    expect(csv[3]).toBe("2026-11-29,08:30,membership_sale,PV/2026-27/000002,,'=cmd|calc,,membership,pay_M1,999.00,0.00,")
    expect(csv[4]).toContain(',UPI QR,')
    expect(csv.at(-1)).toBe('')
  })

  it('orders rows by time, then the receipt series, a payment before its void', () => {
    const later = new Date(at.getTime() + 60_000)
    const sorted = sortLedger([
      entry({ at: later, receiptNumber: 'PV/2026-27/000003' }),
      entry({ kind: 'void', receiptNumber: 'PV/2026-27/000002' }),
      entry({ receiptNumber: 'PV/2026-27/000002' }),
      entry({ receiptNumber: 'PV/2026-27/000001' }),
    ])
    expect(sorted.map((row) => `${row.receiptNumber} ${row.kind}`)).toEqual(['PV/2026-27/000001 payment', 'PV/2026-27/000002 payment', 'PV/2026-27/000002 void', 'PV/2026-27/000003 payment'])
  })
})
