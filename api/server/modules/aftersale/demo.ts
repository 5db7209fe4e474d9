// Demo after-sales: filled in later in this change.
import type { Database } from '../../db';

export async function seedDemoAfterSales(_db: Database): Promise<{ created: number }> {
  return { created: 0 };
}
