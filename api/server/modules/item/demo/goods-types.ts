// The shapes of the demo goods catalogue (goods-catalog-*.ts) that goods-build.ts turns into rows.
import type { Look } from './goods-pictures';

/** One kind of goods; the builder makes several SPUs of it (other origins, brands, grades). */
export interface Template {
  /** Category path, two or three levels: ['粮油米面', '大米', '粳米']. */
  path: readonly string[];
  /** Base names; the SPU name is the origin's short name + a base name + a suffix. */
  names: readonly string[];
  unit: string;
  /** [full origin, short name used in the goods name]. */
  origins: readonly (readonly [string, string])[];
  brands: readonly string[];
  /** Candidate SKUs: [spec values, price in yuan, weight in kg]. An SPU takes 1-4 of them. */
  specs: readonly (readonly [string, number, number])[];
  /** Attributes of this kind (name -> choices), besides the common ones. */
  attrs?: Readonly<Record<string, readonly string[]>>;
  look: Look;
  desc: string;
  /** Bulk trade (tonnes): only in the enterprise mall. */
  bulk?: boolean;
  /** Seasonal goods that may be sold before harvest (pre-sell). */
  seasonal?: boolean;
}

export interface DemoCompany {
  companyId: string;
  /** Set for enterprises the goods seed adds itself (industry tenants have only the operator's). */
  companyNm?: string;
  creditCode?: string;
  /** Who created its goods and files ('seed' when the enterprise has no demo account). */
  accountId: string;
  /** '1' member goods, '2' platform goods (the tenant admin's enterprise). */
  source: '1' | '2';
  brand: string;
  spus: number;
  templates: readonly Template[];
}

export interface DemoNews {
  title: string;
  summary: string;
  paragraphs: readonly string[];
  source: string;
}

export interface TenantGoodsPlan {
  tntId: string;
  companies: readonly DemoCompany[];
  news: readonly DemoNews[];
  /** Reasons the platform froze goods (one frozen SPU per reason). */
  frozenReasons: readonly string[];
}
