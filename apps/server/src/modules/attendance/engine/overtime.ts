import type { DayType } from '@renli/contracts';
import Decimal from 'decimal.js';

// Overtime pay and compensatory leave (劳动法 art. 44; docs/product/attendance.md, "Annual leave and
// overtime"). Exact decimals throughout; only the result is rounded.

/** Enough digits that no wage's quotient loses a cent before the final rounding. */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** 月计薪天数: (365 − 104 rest days) ÷ 12 (劳社部发〔2008〕3号), the daily wage's divisor. */
const MONTHLY_PAY_DAYS = '21.75';
const HOURS_PER_DAY = 8;

/** Art. 44: workday extension 150 %, rest day without compensatory rest 200 %, statutory holiday 300 %. */
export const OVERTIME_RATES: Record<DayType, string> = { workday: '1.5', restday: '2', holiday: '3' };

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** Half-up (四舍五入) to the cent. */
const toCent = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

export interface OvertimePay {
  /** Monthly ÷ 21.75 and that ÷ 8, shown to the cent (the pay is computed from the exact values). */
  dailyWage: string;
  hourlyWage: string;
  rate: string;
  pay: string;
}

/**
 * Overtime pay: monthly wage ÷ 21.75 ÷ 8 × hours × the day type's rate, computed exactly and
 * rounded half-up to the cent once, at the end (rounding the hourly wage first would lose cents).
 */
export function overtimePay({
  monthlyWage,
  minutes,
  dayType,
}: {
  monthlyWage: string;
  minutes: number;
  dayType: DayType;
}): OvertimePay {
  if (!MONEY.test(monthlyWage)) throw new Error(`overtimePay: not an amount of money: ${monthlyWage}`);
  if (!Number.isInteger(minutes) || minutes < 0)
    throw new Error(`overtimePay: not whole minutes: ${minutes}`);
  const daily = new Exact(monthlyWage).div(MONTHLY_PAY_DAYS);
  const hourly = daily.div(HOURS_PER_DAY);
  const rate = OVERTIME_RATES[dayType];
  const pay = hourly.times(minutes).div(60).times(rate);
  return { dailyWage: toCent(daily), hourlyWage: toCent(hourly), rate, pay: toCent(pay) };
}

/** Compensatory leave hours overtime earns: hours × the company's ratio, half-up to two decimals. */
export function compensatoryHours(minutes: number, ratio: string): string {
  if (!Number.isInteger(minutes) || minutes < 0)
    throw new Error(`compensatoryHours: not whole minutes: ${minutes}`);
  return toCent(new Exact(minutes).div(60).times(ratio));
}

/** A statutory holiday's overtime is paid (300 %), never repaid with leave (art. 44 (3)). */
export const repayableWithLeave = (dayType: DayType) => dayType !== 'holiday';
