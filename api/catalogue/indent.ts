// Orders (issue 12, /indent/indent/v2/*): the calls come with the order screens (trading-orders).
export const indent = [] as const;
