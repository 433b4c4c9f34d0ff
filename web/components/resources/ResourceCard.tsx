// A travel resource as a card: image (with fallback), type with its icon, title, description and
// the outbound link.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { VISUALLY_HIDDEN } from '../common/focus';
import type { ResourceFieldsFragment } from '../../data/generated';
import ImageWithFallback from '../common/ImageWithFallback';
import { resourceTypeSwatch } from '../../theme';
import { ResourceTypeIcon } from './resourceTypes';

export default function ResourceCard({ resource, headingLevel = 'h3' }: { resource: ResourceFieldsFragment; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3, overflow: 'hidden' }}>
      <ImageWithFallback src={resource.imageUrl} alt="" name={resource.title} height={180} />
      <CardContent sx={{ flexGrow: 1, p: 2.5 }}>
        <Box
          data-testid="resource-type"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: (t) => resourceTypeSwatch(t, resource.type).main, fontWeight: 700, fontSize: '0.8rem', textTransform: 'uppercase', letterSpacing: 0.6 }}
        >
          <ResourceTypeIcon type={resource.type} />
          {resource.type}
        </Box>
        <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, mt: 1, lineHeight: 1.3 }}>
          {resource.title}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', lineHeight: 1.6 }}>
          {resource.description}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2.5, pb: 2.5, pt: 0 }}>
        <Button
          component="a"
          href={resource.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon aria-hidden="true" fontSize="small" />}
          aria-label={`${resource.linkText}: ${resource.title} (opens in a new tab)`}
          sx={{ px: 0, '&:hover': { bgcolor: 'transparent', textDecoration: 'underline' } }}
        >
          {resource.linkText}
          {/* An admin may write a link text such as 'Read more': the title says where it leads. */}
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {' '}
            ({resource.title})
          </Box>
        </Button>
      </CardActions>
    </Card>
  );
}
