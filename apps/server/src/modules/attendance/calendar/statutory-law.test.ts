import { describe, expect, it } from 'vitest';
import { statutoryDays, statutoryFestivals } from './statutory-law.ts';

const festivals = (year: number) => Object.fromEntries(statutoryFestivals(year));

describe('statutory days by the 全国年节及纪念日放假办法 in force each year', () => {
  it('2013 (2007 version): 春节 is 除夕 to 初二; 清明, 端午 and 中秋 one day each; 劳动节 one day', () => {
    // 初一 of 癸巳 is 2013-02-10, so 除夕 is 02-09; 端午 (五月初五) 06-12; 中秋 (八月十五) 09-19.
    expect(festivals(2013)).toEqual({
      newYear: ['2013-01-01'],
      springFestival: ['2013-02-09', '2013-02-10', '2013-02-11'],
      qingming: ['2013-04-04'],
      labourDay: ['2013-05-01'],
      dragonBoat: ['2013-06-12'],
      nationalDay: ['2013-10-01', '2013-10-02', '2013-10-03'],
      midAutumn: ['2013-09-19'],
    });
    expect(statutoryDays(2013).size).toBe(11);
  });

  it('2020 (2013 version): 春节 is 初一 to 初三, not 除夕; 中秋 falls on 国庆 and the day is both', () => {
    // 初一 of 庚子 is 2020-01-25 (除夕 01-24 is no statutory day); 中秋 is 10-01.
    expect(festivals(2020)).toEqual({
      newYear: ['2020-01-01'],
      springFestival: ['2020-01-25', '2020-01-26', '2020-01-27'],
      qingming: ['2020-04-04'],
      labourDay: ['2020-05-01'],
      dragonBoat: ['2020-06-25'],
      nationalDay: ['2020-10-01', '2020-10-02', '2020-10-03'],
      midAutumn: ['2020-10-01'],
    });
    const days = statutoryDays(2020);
    // 11 statutory days by festival on 10 dates.
    expect(days.size).toBe(10);
    expect(days.get('2020-10-01')).toEqual(['nationalDay', 'midAutumn']);
    expect(days.has('2020-01-24')).toBe(false);
  });

  it('2025 (2024 version): 春节 is 除夕 to 初三 (4 days), 劳动节 5/1–5/2: 13 days', () => {
    // 初一 of 乙巳 is 2025-01-29; 端午 05-31; 中秋 10-06.
    expect(festivals(2025)).toEqual({
      newYear: ['2025-01-01'],
      springFestival: ['2025-01-28', '2025-01-29', '2025-01-30', '2025-01-31'],
      qingming: ['2025-04-04'],
      labourDay: ['2025-05-01', '2025-05-02'],
      dragonBoat: ['2025-05-31'],
      nationalDay: ['2025-10-01', '2025-10-02', '2025-10-03'],
      midAutumn: ['2025-10-06'],
    });
    expect(statutoryDays(2025).size).toBe(13);
  });

  it('2026: 除夕 02-16, 清明 on its solar term 04-05, 中秋 09-25', () => {
    expect(festivals(2026)).toEqual({
      newYear: ['2026-01-01'],
      springFestival: ['2026-02-16', '2026-02-17', '2026-02-18', '2026-02-19'],
      qingming: ['2026-04-05'],
      labourDay: ['2026-05-01', '2026-05-02'],
      dragonBoat: ['2026-06-19'],
      nationalDay: ['2026-10-01', '2026-10-02', '2026-10-03'],
      midAutumn: ['2026-09-25'],
    });
  });

  it('before 2008 (1999 version): 劳动节 three days, no 清明, 端午 or 中秋', () => {
    // 初一 of 丁亥 is 2007-02-18.
    expect(festivals(2007)).toEqual({
      newYear: ['2007-01-01'],
      springFestival: ['2007-02-18', '2007-02-19', '2007-02-20'],
      labourDay: ['2007-05-01', '2007-05-02', '2007-05-03'],
      nationalDay: ['2007-10-01', '2007-10-02', '2007-10-03'],
    });
  });

  it('2015 adds the State Council’s one-off 9/3 (70th anniversary of the victory)', () => {
    expect(festivals(2015).victoryDay).toEqual(['2015-09-03']);
    expect(statutoryDays(2015).size).toBe(12);
  });

  it('has no days outside the years the law and the lunar tables cover', () => {
    expect(statutoryFestivals(1999)).toEqual([]);
    expect(statutoryFestivals(2100)).toEqual([]);
  });
});
