// Icons and colours per resource type (SPEC.md section 2, /resources): GUIDE, HOTELS, ATTRACTIONS,
// EVENTS, BUSINESS, and one for anything else. Types compare without regard to case.
import AttractionsIcon from '@mui/icons-material/Attractions';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import EventIcon from '@mui/icons-material/Event';
import HotelIcon from '@mui/icons-material/Hotel';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { SvgIconComponent } from '@mui/icons-material';
import { resourceTypeKey as typeKey } from '../../../api/domain/rules';

// Their colours are the theme's (resourceTypeSwatch in web/theme.ts), shared with the admin.
interface TypeStyle {
  icon: SvgIconComponent;
  key: string;
}

const STYLES: Record<string, TypeStyle> = {
  GUIDE: { key: 'GUIDE', icon: MenuBookIcon },
  HOTELS: { key: 'HOTELS', icon: HotelIcon },
  ATTRACTIONS: { key: 'ATTRACTIONS', icon: AttractionsIcon },
  EVENTS: { key: 'EVENTS', icon: EventIcon },
  BUSINESS: { key: 'BUSINESS', icon: BusinessCenterIcon },
};
const OTHER: TypeStyle = { key: 'OTHER', icon: InfoOutlinedIcon };

export { typeKey };

export function resourceTypeStyle(type: string): TypeStyle {
  return STYLES[typeKey(type)] ?? OTHER;
}

export function ResourceTypeIcon({ type, fontSize = 'small' }: { type: string; fontSize?: 'small' | 'medium' | 'inherit' }) {
  const { icon: Icon, key } = resourceTypeStyle(type);
  return <Icon aria-hidden="true" fontSize={fontSize} data-testid={`resource-icon-${key}`} />;
}
