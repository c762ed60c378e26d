import { describe, expect, it } from 'vitest';
import { decodeText, parseChinaTime, parseCsv, readPunchFile } from './import-file.ts';

describe('parseChinaTime', () => {
  it('reads China wall time as the instant eight hours earlier in UTC', () => {
    expect(parseChinaTime('2026-03-02 09:01')?.toISOString()).toBe('2026-03-02T01:01:00.000Z');
    expect(parseChinaTime('2026-03-02 09:01:30')?.toISOString()).toBe('2026-03-02T01:01:30.000Z');
    // Just after midnight in China is the evening before in UTC.
    expect(parseChinaTime('2026-03-02 00:10')?.toISOString()).toBe('2026-03-01T16:10:00.000Z');
  });

  it('takes the forms clocks and Excel write: slashes, one-digit parts, a T', () => {
    expect(parseChinaTime('2026/3/2 9:01')?.toISOString()).toBe('2026-03-02T01:01:00.000Z');
    expect(parseChinaTime(' 2026.03.02T18:30 ')?.toISOString()).toBe('2026-03-02T10:30:00.000Z');
  });

  it('refuses what is no time: impossible dates and clocks, a date alone, words', () => {
    for (const text of [
      '2026-02-30 09:00',
      '2026-13-01 09:00',
      '2026-03-02 24:00',
      '2026-03-02 09:60',
      '2026-03-02',
      '明天上午',
    ]) {
      expect(parseChinaTime(text), text).toBeNull();
    }
    expect(parseChinaTime('2028-02-29 08:00')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });
});

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF', () => {
    const text =
      '工号,姓名,打卡时间,设备\r\nA001,"张, 三",2026-03-02 09:01,"前台""1号"""\nA002,李四,2026-03-02 09:05,\n';
    expect(parseCsv(text)).toEqual([
      ['工号', '姓名', '打卡时间', '设备'],
      ['A001', '张, 三', '2026-03-02 09:01', '前台"1号"'],
      ['A002', '李四', '2026-03-02 09:05', ''],
    ]);
  });

  it('splits on tabs when the header has tabs and no commas', () => {
    expect(parseCsv('工号\t打卡时间\nA001\t2026-03-02 09:01')).toEqual([
      ['工号', '打卡时间'],
      ['A001', '2026-03-02 09:01'],
    ]);
  });
});

describe('decodeText', () => {
  it('drops a UTF-8 byte order mark and reads GB18030 (Chinese Excel) when the bytes are no UTF-8', () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    // 工号 in GB18030.
    expect(decodeText(new Uint8Array([0xb9, 0xa4, 0xba, 0xc5]))).toBe('工号');
  });
});

describe('readPunchFile (CSV)', () => {
  it('numbers rows as the file does, skips blank lines and reads headers in either language', async () => {
    const csv = Buffer.from(
      'Job no.,Name,Punch time\nA001,张三,2026-03-02 09:01\n,,\nA002,李四,2026-03-02 18:01\n',
    );
    expect(await readPunchFile(csv)).toEqual([
      { row: 2, cells: { jobNo: 'A001', name: '张三', at: '2026-03-02 09:01' } },
      { row: 4, cells: { jobNo: 'A002', name: '李四', at: '2026-03-02 18:01' } },
    ]);
  });

  it('refuses a header without the time or without a staff key, and a file without rows', async () => {
    await expect(readPunchFile(Buffer.from('工号,姓名\nA001,张三'))).rejects.toMatchObject({
      key: 'attendance.punch.import.noColumns',
    });
    await expect(readPunchFile(Buffer.from('姓名,打卡时间\n张三,2026-03-02 09:01'))).rejects.toMatchObject({
      key: 'attendance.punch.import.noColumns',
    });
    await expect(readPunchFile(Buffer.from('手机号,打卡时间\n'))).rejects.toMatchObject({
      key: 'resource.import.empty',
    });
  });

  it('refuses more than 10,000 rows', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `A${i},2026-03-02 09:01`);
    await expect(readPunchFile(Buffer.from(`工号,打卡时间\n${rows.join('\n')}`))).rejects.toMatchObject({
      key: 'attendance.punch.import.tooManyRows',
      params: { max: 10_000 },
    });
  });
});
