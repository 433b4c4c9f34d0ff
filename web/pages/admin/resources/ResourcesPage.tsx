// /admin/resources: the travel resources as cards, a page at a time with a search (both on the
// server), added and edited in a side sheet.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Card, CardActions, CardContent, CardMedia, Chip, Grid, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { AdminDeleteResourceDocument, AdminResourcesDocument, type AdminResourceFieldsFragment } from '../../../data/admin.generated';
import { PermanentDeleteText } from '../components/ConfirmDialog';
import { clampLines } from '../components/gridParts';
import { EntryActions, ListPage, shownPage, useCardPages, type ListTexts } from '../components/ListPage';
import { useAdminQuery } from '../data/useAdminQuery';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { ResourceFields, RESOURCE_TEXTS } from './ResourceFields';
import { resourceTypeSwatch } from '../../../theme';
import { PLACEHOLDER_RESOURCE_IMAGE } from './resourceSchema';
import { useResourceForm } from './useResourceForm';
import { FormHistory } from '../history/FormHistory';

export const NO_RESOURCES = 'No resources found. Add your first resource to get started.';

function ResourceCard({ resource, onEdit, onDelete }: { resource: AdminResourceFieldsFragment; onEdit: () => void; onDelete: () => void }) {
  const [src, setSrc] = useState(resource.imageUrl || PLACEHOLDER_RESOURCE_IMAGE);
  useEffect(() => setSrc(resource.imageUrl || PLACEHOLDER_RESOURCE_IMAGE), [resource.imageUrl]);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} component="article" aria-label={resource.title}>
      <CardMedia
        component="img"
        src={src}
        alt=""
        onError={() => src !== PLACEHOLDER_RESOURCE_IMAGE && setSrc(PLACEHOLDER_RESOURCE_IMAGE)}
        sx={{ height: 160, objectFit: 'cover', bgcolor: 'grey.100' }}
      />
      <CardContent sx={{ flex: 1 }}>
        <Chip label={resource.type} size="small" sx={{ bgcolor: (t) => resourceTypeSwatch(t, resource.type).main, color: (t) => resourceTypeSwatch(t, resource.type).contrastText, fontWeight: 600, mb: 1 }} />
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.3 }}>
          {resource.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, ...clampLines(3) }}>
          {resource.description}
        </Typography>
        <Link
          href={resource.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ mt: 1.5, display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%', wordBreak: 'break-all' }}
        >
          {resource.linkText}
          <OpenInNewIcon sx={{ fontSize: 14 }} aria-label="(opens in a new tab)" />
        </Link>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5, wordBreak: 'break-all' }}>
          {resource.linkUrl}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <EntryActions name={resource.title} open={{ label: 'Edit', onClick: onEdit }} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}

const RESOURCES_PAGE: ListTexts = {
  title: 'Resources',
  subtitle: 'Travel guides, hotels, attractions, business and events shown on the site.',
  states: { loading: 'Loading resources', error: 'Failed to fetch resources', empty: NO_RESOURCES, noMatch: 'No resources match your search.' },
};

export function ResourcesPage() {
  const pages = useCardPages('Search resources');
  const query = useAdminQuery(AdminResourcesDocument, { variables: pages.variables });
  // The page on screen stays while the next one loads.
  const page = shownPage(query)?.adminResourcesPage;
  // The dashboard's 'Add Resource' quick action opens the sheet (see ListPage).
  const form = useResourceForm();
  const remove = useConfirmedDelete<AdminResourceFieldsFragment>({
    mutation: AdminDeleteResourceDocument,
    typename: 'Resource',
    describe: (resource) => <PermanentDeleteText kind="resource" name={resource.title} />,
    deleted: (resource) => ({ title: 'Resource Deleted', description: `${resource.title} has been removed.` }),
    failed: (_resource, reason) => ({ title: 'Failed to delete resource', description: reason }),
  });

  const resources = page?.items ?? [];
  const fields = (
    <>
      <ResourceFields formik={form.formik} onUploadingChange={form.setUploading} />
      <FormHistory entityType="Resource" form={form} reload={async () => (await query.refetch()).data?.adminResourcesPage.items} />
    </>
  );
  const sheet = { state: form, texts: RESOURCE_TEXTS, frame: 'sheet', fields } as const;

  return (
    <ListPage
      texts={RESOURCES_PAGE}
      query={{ ...query, data: page }}
      isEmpty={resources.length === 0}
      paging={pages.controls(page?.total)}
      form={sheet}
      dialogs={remove.dialog}
    >
      <Grid container spacing={2.5}>
        {resources.map((resource) => (
          <Grid key={resource.id} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
            <ResourceCard resource={resource} onEdit={() => form.openEdit(resource)} onDelete={() => remove.ask(resource)} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ height: 8 }} />
    </ListPage>
  );
}
