import { dictExtraSchemas } from '@renli/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dictItems } from './schema.ts';

/** A city's enabled 社保参数 or 公积金参数 item: the figures as the dictionary holds them (per cent, yuan). */
export interface ContributionCity<T extends 'SocialSecurity' | 'ProvidentFund'> {
  code: string;
  labelZh: string;
  labelEn: string;
  extra: ReturnType<(typeof dictExtraSchemas)[T]['parse']>;
}

/**
 * The platform's social-insurance or housing-fund parameters per city (docs/product/dicts.md), for
 * salary's "从平台参数创建"; items whose figures no longer pass their schema are left out.
 */
export async function contributionCities<T extends 'SocialSecurity' | 'ProvidentFund'>(
  db: DbOrTx,
  type: T,
): Promise<ContributionCity<T>[]> {
  const rows = await db
    .select()
    .from(dictItems)
    .where(and(eq(dictItems.type, type), eq(dictItems.status, 1)))
    .orderBy(asc(dictItems.sort), asc(dictItems.id));
  const schema = dictExtraSchemas[type];
  return rows.flatMap((row) => {
    const extra = schema.safeParse(row.extra);
    return extra.success
      ? [
          {
            code: row.code,
            labelZh: row.labelZh,
            labelEn: row.labelEn,
            extra: extra.data as ContributionCity<T>['extra'],
          },
        ]
      : [];
  });
}
