import HandshakeIcon from '@mui/icons-material/Handshake';
import type { ResourceProps } from 'react-admin';
import { SponsorCreate, SponsorEdit, SponsorList } from './SponsorViews';

export const sponsors: ResourceProps = {
  name: 'sponsors',
  list: SponsorList,
  edit: SponsorEdit,
  create: SponsorCreate,
  icon: HandshakeIcon,
  recordRepresentation: 'name',
};
