// The status moves of a warehouse, declared once: which status each leads to, from which, whether it needs
// a reason. The rows' `actions`, the refusals and the screen's buttons all follow from this table.
export const MOVES = [
  { name: 'suspend', from: ['1'], to: '2', reason: true },
  { name: 'resume', from: ['2'], to: '1', reason: false },
  { name: 'close', from: ['1', '2'], to: '3', reason: true },
  { name: 'reopen', from: ['3'], to: '1', reason: false },
] as const;

export type MoveName = (typeof MOVES)[number]['name'];

export const STATUS_NAME: Readonly<Record<string, string>> = { '1': '运营中', '2': '暂停入库', '3': '已停用' };

/** The moves a warehouse in this status allows. */
export const allowedMoves = (status: string): MoveName[] => MOVES.filter((m) => (m.from as readonly string[]).includes(status)).map((m) => m.name);

/** The move from one status to another, if the table has one. */
export const moveTo = (from: string, to: string) => MOVES.find((m) => m.to === to && (m.from as readonly string[]).includes(from));
