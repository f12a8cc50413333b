import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../custom/lazyView';

const views = () => import('./SlideViews');

export const slides: ResourceProps = {
  name: 'slides',
  list: lazyView(views, 'SlideList'),
  edit: lazyView(views, 'SlideEdit'),
  create: lazyView(views, 'SlideCreate'),
  icon: ViewCarouselIcon,
  recordRepresentation: 'title',
};
