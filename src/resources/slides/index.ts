import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { ResourceProps } from 'react-admin';
import { SlideCreate, SlideEdit, SlideList } from './SlideViews';

export const slides: ResourceProps = {
  name: 'slides',
  list: SlideList,
  edit: SlideEdit,
  create: SlideCreate,
  icon: ViewCarouselIcon,
  recordRepresentation: 'title',
};
