import HandshakeIcon from '@mui/icons-material/Handshake';
import type { ResourceProps } from 'react-admin';
import { lazyView } from '../../custom/lazyView';

const views = () => import('./SponsorViews');

export const sponsors: ResourceProps = {
  name: 'sponsors',
  list: lazyView(views, 'SponsorList'),
  edit: lazyView(views, 'SponsorEdit'),
  create: lazyView(views, 'SponsorCreate'),
  icon: HandshakeIcon,
  recordRepresentation: 'name',
};
