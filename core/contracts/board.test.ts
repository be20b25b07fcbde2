import { describe, expect, it } from 'vitest'
import { BoardQuery, boardSearchOf } from './board.ts'

describe("the board's search", () => {
  it.each([
    ['Asha', { kind: 'name', text: 'Asha' }],
    ['  asha   verma ', { kind: 'name', text: 'asha verma' }],
    ['Sheru 2', { kind: 'name', text: 'Sheru 2' }],
    ['98111', { kind: 'phone', digits: '98111' }],
    ['+91 98111 00022', { kind: 'phone', digits: '9811100022' }],
    ['098111-00022', { kind: 'phone', digits: '9811100022' }],
    ['(981) 110.0022', { kind: 'phone', digits: '9811100022' }],
  ] as const)('reads %j as %j', (input, search) => {
    expect(boardSearchOf(input)).toEqual(search)
  })

  it.each([
    ['a', 'search: search must be at least 2 characters'],
    ['+91', 'search: search must have at least 3 digits of a phone number'],
    ['x'.repeat(61), 'search: search must be at most 60 characters'],
  ])('refuses %j naming the field', (search, message) => {
    const parsed = BoardQuery.safeParse({ search })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([message])
  })
})
