import { describe, expect, it } from 'vitest'
import { resumeSections } from './resume'

const profile = {
  education: [
    { title: 'BFA', institution: 'Sir J.J. School of Art', yearStart: '2008', yearEnd: '2012' },
    { title: 'MFA', institution: 'M.S. University, Baroda', yearStart: '2013', yearEnd: '2015' },
  ],
  workshops: [],
  exhibitions: [
    { title: 'Salt', institution: 'Chemould', type: 'Solo', year: '2019' },
    { title: 'Tide', institution: 'Experimenter', type: 'Group', year: '2021' },
    { title: 'Undated', institution: 'Studio', type: '', year: '' },
    { title: 'Monsoon', institution: 'Kochi Biennale', type: 'Group', year: '2025' },
    { title: 'Ink', institution: 'Sakshi', type: 'Solo', year: '2021' },
  ],
  awards: [],
  publications: [],
} as never

describe('resumeSections', () => {
  it('lists each section newest first (a range by its last year), undated entries last, one year in the given order', () => {
    const [education, , exhibitions] = resumeSections(profile)
    expect(exhibitions!.items.map((i) => i.title)).toEqual(['Monsoon', 'Tide', 'Ink', 'Salt', 'Undated'])
    expect(education!.items.map((i) => [i.title, i.year])).toEqual([
      ['MFA', '2013–2015'],
      ['BFA', '2008–2012'],
    ])
  })
})
