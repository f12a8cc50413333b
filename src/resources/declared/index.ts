import ArticleIcon from '@mui/icons-material/Article';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import EventIcon from '@mui/icons-material/Event';
import HandshakeIcon from '@mui/icons-material/Handshake';
import PublicIcon from '@mui/icons-material/Public';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { type ComponentType, createElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceDeclaration } from '../../../shared/resources/declaration';
import type { RecordType } from '../../../shared/resources/recordType';
import { lazyView } from '../../ui/lazyView';

/** The Material icons declarations may name (each a few hundred bytes of the shell). */
const ICONS: Record<string, ComponentType> = {
  Article: ArticleIcon,
  Business: BusinessIcon,
  Category: CategoryIcon,
  Event: EventIcon,
  Handshake: HandshakeIcon,
  Public: PublicIcon,
  ViewCarousel: ViewCarouselIcon,
};

/** The icon a declaration names. */
export function iconOf(declaration: Pick<RecordType, 'name' | 'icon'>): ComponentType {
  const icon = ICONS[declaration.icon ?? ''];
  if (!icon) throw new Error(`No icon "${declaration.icon}" for ${declaration.name}.`);
  return icon;
}

const views = () => import('./DeclaredViews');
const DeclaredList = lazyView(views, 'DeclaredList');
const DeclaredEdit = lazyView(views, 'DeclaredEdit');
const DeclaredCreate = lazyView(views, 'DeclaredCreate');

/**
 * A declared resource as react-admin registers it: its generated screens, downloaded on first
 * use. A resource with a parent has no list screen: its records are listed on their parent's.
 */
export const declaredResource = (declaration: ResourceDeclaration): ResourceProps => ({
  name: declaration.name,
  ...(declaration.parent ? {} : { list: createElement(DeclaredList, { declaration }) }),
  edit: createElement(DeclaredEdit, { declaration }),
  create: createElement(DeclaredCreate, { declaration }),
  icon: iconOf(declaration),
  recordRepresentation: declaration.recordName,
});
