// The blocks of screens that shape other screens (choosers, patch, screen-preview, versions,
// look-preview) behind one lazy import of BlockView: one chunk for the few pages that show them, and one
// preload list in the entry instead of five (the login route's budget, README "Bundle budget").
import type { Block } from '../../schema/types';
import { ChoosersView } from './ChoosersView';
import { LookPreviewView } from './LookPreviewView';
import { PatchView } from './PatchView';
import { ScreenPreviewView } from './ScreenPreviewView';
import { VersionsView } from './VersionsView';

export default function CustomBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'choosers':
      return <ChoosersView block={block} />;
    case 'patch':
      return <PatchView block={block} />;
    case 'screen-preview':
      return <ScreenPreviewView block={block} />;
    case 'versions':
      return <VersionsView block={block} />;
    case 'look-preview':
      return <LookPreviewView block={block} />;
    default:
      return null;
  }
}
