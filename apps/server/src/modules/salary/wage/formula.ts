import { ResponseCode, type RoundingRule } from '@renli/contracts';
import type Decimal from 'decimal.js';
import { Parser } from 'expr-eval-fork';
import { AppError } from '../../../core/http/errors.ts';
import type { MessageParams } from '../../../core/i18n/index.ts';
import { roundMoney, SalaryDecimal } from '../rounding.ts';
import { wageMessages as m } from './messages.ts';

// HR's formulas over items and variables (docs/product/salary.md, "Formulas"): parsed by a maintained
// evaluator's parser (expr-eval-fork, docs/decisions.md 75), computed in decimal.js, ordered by their
// dependencies. The library's own evaluation works in binary floats, so it is never called: its parsed
// program (postfix instructions) is walked here with decimals at 40 digits.

export interface FormulaSource {
  code: string;
  /** null for items that are not formulas (their value is given). */
  formula: string | null;
  /** What people call the item, for messages (「绩效工资」的公式除以零); the code when absent. */
  name?: string;
  /** The item's rounding rule, applied to its result before any other formula reads it. */
  rounding?: RoundingRule;
}

/** Formulas checked and ordered once per run, then run for each person. */
export interface FormulaPlan {
  /** The formula items' codes, each after everything it reads. */
  order: readonly string[];
  /** The names each formula item reads (items and variables), by code. */
  reads: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The given values (items and variables) with every formula item's result added. A name a
   * formula reads without a value, or a division by zero, throws a `FormulaError`.
   */
  evaluate(values: ReadonlyMap<string, Decimal>): Map<string, Decimal>;
}

/** A formula refused or failed: a 400 whose message names the item (`key`, `params` for translate). */
export class FormulaError extends AppError {
  constructor(key: string, params: MessageParams) {
    super(ResponseCode.BAD_REQUEST, key, params);
    this.name = 'FormulaError';
  }
}

/** The functions a formula may call, with how many arguments each takes. */
export const FORMULA_FUNCTIONS = {
  min: [1, 50],
  max: [1, 50],
  round: [1, 2],
  floor: [1, 2],
  ceil: [1, 2],
  abs: [1, 1],
  if: [3, 3],
} as const satisfies Record<string, readonly [number, number]>;
type FormulaFunction = keyof typeof FORMULA_FUNCTIONS;
const isFunction = (name: string): name is FormulaFunction => Object.hasOwn(FORMULA_FUNCTIONS, name);

/** Names an item code may not take: the functions and the operator words (any case). */
export const RESERVED_NAMES = [...Object.keys(FORMULA_FUNCTIONS), 'and', 'or', 'not'];
export const isReservedName = (code: string) => RESERVED_NAMES.includes(code.toLowerCase());

/** round/floor/ceil keep at most this many decimals. */
const MAX_PLACES = 10;

const BINARY = new Set(['+', '-', '*', '/', '==', '!=', '>', '<', '>=', '<=', 'and', 'or']);
const UNARY = new Set(['-', '+', 'not']);

/**
 * Only arithmetic, comparison, logic and the ternary; the library's other operators (power,
 * remainder, concatenation, assignment, function definitions, trigonometry…) are switched off so
 * they fail as syntax, and its built-in functions and constants are replaced by ours.
 */
function formulaParser() {
  const parser = new Parser({
    operators: {
      add: true,
      subtract: true,
      multiply: true,
      divide: true,
      comparison: true,
      logical: true,
      conditional: true,
      power: false,
      remainder: false,
      factorial: false,
      concatenate: false,
      in: false,
      assignment: false,
      fndef: false,
    },
  });
  for (const op of Object.keys(parser.unaryOps)) if (!UNARY.has(op)) delete parser.unaryOps[op];
  parser.functions = Object.fromEntries(
    Object.keys(FORMULA_FUNCTIONS).map((name) => [
      name,
      () => {
        throw new Error('formulas are evaluated with decimals, never by the parser');
      },
    ]),
  );
  parser.consts = {};
  return parser;
}
const parser = formulaParser();

interface Instruction {
  type: string;
  value: unknown;
}

/** The parser's program of one formula, with the names it reads. */
interface Compiled {
  source: FormulaSource;
  label: string;
  tokens: Instruction[];
  reads: Set<string>;
}

const tokensOf = (value: unknown) => value as Instruction[];

/** Checks one program's shape (allowed instructions, function arities) and collects the names it reads. */
function check(label: string, tokens: Instruction[], reads: Set<string>): void {
  const notAllowed = (what: string) =>
    new FormulaError(m['salary.wage.formula.notAllowed'], { item: label, what });
  // What each stack entry is: a value (`$name` when read from a name), a function waiting for its
  // call, or a lazy branch.
  const stack: ('value' | 'lazy' | `$${string}` | FormulaFunction)[] = [];
  const pop = () => {
    const entry = stack.pop();
    if (entry === undefined) throw notAllowed('?');
    return entry;
  };
  const popValue = () => {
    const entry = pop();
    if (entry === 'lazy') throw notAllowed('?');
    if (entry !== 'value' && !entry.startsWith('$'))
      throw new FormulaError(m['salary.wage.formula.functionAsValue'], { item: label, fn: entry });
    return entry;
  };
  const checkLazy = (value: unknown) => {
    const inner = tokensOf(value);
    check(label, inner, reads);
    return 'lazy' as const;
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'INUMBER':
        if (typeof token.value !== 'number' || !Number.isFinite(token.value))
          throw notAllowed(String(token.value));
        stack.push('value');
        break;
      case 'IVAR': {
        const name = String(token.value);
        if (isFunction(name)) stack.push(name);
        else {
          reads.add(name);
          stack.push(`$${name}`);
        }
        break;
      }
      case 'IOP1':
        if (!UNARY.has(String(token.value))) throw notAllowed(String(token.value));
        popValue();
        stack.push('value');
        break;
      case 'IOP2': {
        const op = String(token.value);
        if (!BINARY.has(op)) throw notAllowed(op);
        const right = pop();
        // `and`/`or` read their right side only when needed: the parser hands it over unevaluated.
        if ((op === 'and' || op === 'or') !== (right === 'lazy')) throw notAllowed(op);
        if (right !== 'lazy' && right !== 'value' && !right.startsWith('$'))
          throw new FormulaError(m['salary.wage.formula.functionAsValue'], { item: label, fn: right });
        popValue();
        stack.push('value');
        break;
      }
      case 'IOP3':
        if (token.value !== '?' || pop() !== 'lazy' || pop() !== 'lazy')
          throw notAllowed(String(token.value));
        popValue();
        stack.push('value');
        break;
      case 'IEXPR':
        stack.push(checkLazy(token.value));
        break;
      case 'IFUNCALL': {
        const count = Number(token.value);
        for (let i = 0; i < count; i++) popValue();
        const fn = pop();
        if (fn.startsWith('$'))
          throw new FormulaError(m['salary.wage.formula.unknownFunction'], { item: label, fn: fn.slice(1) });
        if (fn === 'value' || fn === 'lazy' || !isFunction(fn)) throw notAllowed('()');
        const [least, most] = FORMULA_FUNCTIONS[fn];
        if (count < least || count > most)
          throw new FormulaError(m['salary.wage.formula.arguments'], { item: label, fn });
        stack.push('value');
        break;
      }
      default:
        // Member access, arrays, statements, function definitions: not part of the language.
        throw notAllowed(
          token.type === 'IMEMBER' ? `.${String(token.value)}` : token.type === 'IARRAY' ? '[]' : ';',
        );
    }
  }
  if (stack.length !== 1) throw notAllowed(stack.length === 0 ? '?' : ',');
  popValue();
}

function compileOne(source: FormulaSource): Compiled {
  const label = source.name ?? source.code;
  const text = (source.formula ?? '').trim();
  if (text === '') throw new FormulaError(m['salary.wage.formula.empty'], { item: label });
  let tokens: Instruction[];
  try {
    // The parsed program is public in the library but missing from its type declarations.
    tokens = (parser.parse(text) as unknown as { tokens: Instruction[] }).tokens;
  } catch (error) {
    const column = /\[\d+:(\d+)\]/.exec(error instanceof Error ? error.message : '')?.[1];
    throw column
      ? new FormulaError(m['salary.wage.formula.syntaxAt'], { item: label, column })
      : new FormulaError(m['salary.wage.formula.syntax'], { item: label });
  }
  const reads = new Set<string>();
  check(label, tokens, reads);
  return { source, label, tokens, reads };
}

/** The formula items in an order where each comes after the formula items it reads; a cycle is an error. */
function orderOf(compiled: Map<string, Compiled>): string[] {
  const order: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (code: string) => {
    if (done.has(code)) return;
    const at = path.indexOf(code);
    if (at >= 0) {
      const cycle = [...path.slice(at), code].map((c) => compiled.get(c)!.label).join(' → ');
      throw new FormulaError(m['salary.wage.formula.cycle'], { cycle });
    }
    path.push(code);
    for (const name of compiled.get(code)!.reads) if (compiled.has(name)) visit(name);
    path.pop();
    done.add(code);
    order.push(code);
  };
  for (const code of compiled.keys()) visit(code);
  return order;
}

/** A division by zero met while computing: fails the item only if its result depends on it. */
const DIVIDED_BY_ZERO = Symbol('dividedByZero');
type Value = Decimal | typeof DIVIDED_BY_ZERO;

const ONE = new SalaryDecimal(1);
const ZERO = new SalaryDecimal(0);
const truth = (yes: boolean) => (yes ? ONE : ZERO);

function compare(op: string, a: Decimal, b: Decimal): Decimal {
  const order = a.comparedTo(b);
  switch (op) {
    case '==':
      return truth(order === 0);
    case '!=':
      return truth(order !== 0);
    case '>':
      return truth(order > 0);
    case '<':
      return truth(order < 0);
    case '>=':
      return truth(order >= 0);
    default:
      return truth(order <= 0);
  }
}

function arithmetic(op: string, a: Value, b: Value): Value {
  if (a === DIVIDED_BY_ZERO || b === DIVIDED_BY_ZERO) return DIVIDED_BY_ZERO;
  switch (op) {
    case '+':
      return a.plus(b);
    case '-':
      return a.minus(b);
    case '*':
      return a.times(b);
    case '/':
      return b.isZero() ? DIVIDED_BY_ZERO : a.dividedBy(b);
    default:
      return compare(op, a, b);
  }
}

/** Runs one program; `read` gives a name's value. */
function run(label: string, tokens: Instruction[], read: (name: string) => Decimal): Value {
  const stack: (Value | Instruction[] | FormulaFunction)[] = [];
  const value = () => stack.pop() as Value;
  const places = (given: Value | undefined): number | typeof DIVIDED_BY_ZERO => {
    if (given === undefined) return 0;
    if (given === DIVIDED_BY_ZERO) return DIVIDED_BY_ZERO;
    if (!given.isInteger() || given.isNegative() || given.greaterThan(MAX_PLACES))
      throw new FormulaError(m['salary.wage.formula.places'], { item: label, max: MAX_PLACES });
    return given.toNumber();
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'INUMBER':
        // The literal as written: a number this short prints back exactly as typed.
        stack.push(new SalaryDecimal(String(token.value)));
        break;
      case 'IVAR': {
        const name = String(token.value);
        stack.push(isFunction(name) ? name : read(name));
        break;
      }
      case 'IEXPR':
        stack.push(tokensOf(token.value));
        break;
      case 'IOP1': {
        const a = value();
        if (a === DIVIDED_BY_ZERO) stack.push(a);
        else if (token.value === '-') stack.push(a.negated());
        else if (token.value === 'not') stack.push(truth(a.isZero()));
        else stack.push(a);
        break;
      }
      case 'IOP2': {
        const op = String(token.value);
        if (op === 'and' || op === 'or') {
          const rest = stack.pop() as Instruction[];
          const a = value();
          if (a === DIVIDED_BY_ZERO) stack.push(a);
          else if (op === 'and' ? a.isZero() : !a.isZero()) stack.push(truth(op === 'or'));
          else {
            const b = run(label, rest, read);
            stack.push(b === DIVIDED_BY_ZERO ? b : truth(!b.isZero()));
          }
        } else {
          const b = value();
          stack.push(arithmetic(op, value(), b));
        }
        break;
      }
      case 'IOP3': {
        const no = stack.pop() as Instruction[];
        const yes = stack.pop() as Instruction[];
        const condition = value();
        stack.push(
          condition === DIVIDED_BY_ZERO ? condition : run(label, condition.isZero() ? no : yes, read),
        );
        break;
      }
      case 'IFUNCALL': {
        const args = stack.splice(stack.length - Number(token.value)) as Value[];
        const fn = stack.pop() as FormulaFunction;
        if (fn === 'if') {
          // Only the branch taken counts: if(payDays > 0, base / payDays, 0) is fine with no pay days.
          const [condition, yes, no] = args as [Value, Value, Value];
          stack.push(condition === DIVIDED_BY_ZERO ? condition : condition.isZero() ? no : yes);
          break;
        }
        if (args.includes(DIVIDED_BY_ZERO)) {
          stack.push(DIVIDED_BY_ZERO);
          break;
        }
        const [x, digits] = args as Decimal[];
        if (fn === 'min') stack.push(SalaryDecimal.min(...(args as Decimal[])));
        else if (fn === 'max') stack.push(SalaryDecimal.max(...(args as Decimal[])));
        else if (fn === 'abs') stack.push(x!.abs());
        else {
          const mode = {
            round: SalaryDecimal.ROUND_HALF_UP,
            floor: SalaryDecimal.ROUND_FLOOR,
            ceil: SalaryDecimal.ROUND_CEIL,
          }[fn];
          const dp = places(digits) as number;
          stack.push(x!.toDecimalPlaces(dp, mode));
        }
        break;
      }
    }
  }
  return value();
}

/** Checks the formulas (syntax, unknown names, cycles; a clear Chinese error naming the item) and orders them. */
export function compileFormulas(items: readonly FormulaSource[], known: readonly string[]): FormulaPlan {
  const compiled = new Map<string, Compiled>();
  for (const item of items) if (item.formula !== null) compiled.set(item.code, compileOne(item));
  const names = new Set([...known, ...items.map((item) => item.code)]);
  for (const { label, reads } of compiled.values())
    for (const name of reads)
      if (!names.has(name))
        throw new FormulaError(m['salary.wage.formula.unknownName'], { item: label, name });
  const order = orderOf(compiled);
  return {
    order,
    reads: new Map([...compiled].map(([code, { reads }]) => [code, reads])),
    evaluate(values) {
      const out = new Map<string, Decimal>();
      for (const [name, given] of values) out.set(name, new SalaryDecimal(given));
      for (const code of order) {
        const { label, tokens, source } = compiled.get(code)!;
        const result = run(label, tokens, (name) => {
          const found = out.get(name);
          if (found === undefined)
            throw new FormulaError(m['salary.wage.formula.missingValue'], { item: label, name });
          return found;
        });
        if (result === DIVIDED_BY_ZERO)
          throw new FormulaError(m['salary.wage.formula.divisionByZero'], { item: label });
        out.set(code, source.rounding ? roundMoney(result, source.rounding) : result);
      }
      return out;
    },
  };
}
