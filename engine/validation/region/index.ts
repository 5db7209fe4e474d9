// GB/T 2260 regions (spec 2.4 addresses, freight regions): one table for the browser and the server.
export type { RegionLevel, RegionNode } from './data';
export {
  isRegionCode,
  regionName,
  regionPath,
  regionFullName,
  regionChildren,
  regionNode,
  searchRegions,
  regionError,
} from './lookup';
