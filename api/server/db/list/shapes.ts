// Prepared list reads for lists with optional filters: each combination of filters (its shape: which
// filters are given, which sort) is built and prepared once, the first time it is asked for, and reused
// with the request's values as placeholders. The shapes are few (a handful of filters and sorts), so the
// cache is bounded by the code, not by the requests. Building a Drizzle list read per request cost more
// server CPU than the database's work for a page of ten (docs/server-data-access.md).
export function byShape<Q>(build: (shape: string) => Q): (shape: string) => Q {
  const built = new Map<string, Q>();
  return (shape) => {
    let q = built.get(shape);
    if (!q) built.set(shape, (q = build(shape)));
    return q;
  };
}
