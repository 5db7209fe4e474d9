// The TanStack Table features lists use: server sorting, server pagination and row selection. Only
// these are bundled (v9 registers features explicitly).
import { rowPaginationFeature, rowSelectionFeature, rowSortingFeature, tableFeatures } from '@tanstack/react-table';

export const listFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature, rowSelectionFeature });
