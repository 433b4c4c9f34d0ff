// /admin/resources: the travel resources as cards, added and edited in a side sheet.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Chip, Grid, Link, Typography } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { AdminDeleteResourceDocument, AdminResourcesDocument, type AdminResourceFieldsFragment } from '../../../data/admin.generated';
import { AccessDenied } from '../components/AccessDenied';
import { ConfirmDialog, PermanentDeleteText } from '../components/ConfirmDialog';
import { FormSheet } from '../components/FormSheet';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { EmptyState, ErrorState, LoadingState } from '../components/PageStates';
import { isForbidden } from '../data/errors';
import { useConfirmedDelete, useOpenFormFromNavigation } from '../data/useConfirmedDelete';
import { ResourceFields } from './ResourceFields';
import { PLACEHOLDER_RESOURCE_IMAGE, resourceTypeColor } from './resourceSchema';
import { useResourceForm } from './useResourceForm';

export const NO_RESOURCES = 'No resources found. Add your first resource to get started.';

function ResourceCard({ resource, onEdit, onDelete }: { resource: AdminResourceFieldsFragment; onEdit: () => void; onDelete: () => void }) {
  const [src, setSrc] = useState(resource.imageUrl || PLACEHOLDER_RESOURCE_IMAGE);
  useEffect(() => setSrc(resource.imageUrl || PLACEHOLDER_RESOURCE_IMAGE), [resource.imageUrl]);
  const color = resourceTypeColor(resource.type);
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
        <Chip label={resource.type} size="small" sx={{ bgcolor: color.bg, color: color.fg, fontWeight: 600, mb: 1 }} />
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.3 }}>
          {resource.title}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
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
        <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onEdit} aria-label={`Edit ${resource.title}`}>
          Edit
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete} aria-label={`Delete ${resource.title}`}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}

export function ResourcesPage() {
  useAdminTitle('Resources');
  const { data, loading, error, refetch } = useQuery(AdminResourcesDocument, { fetchPolicy: 'cache-and-network' });
  const form = useResourceForm();
  // The dashboard's 'Add Resource' quick action opens the sheet.
  useOpenFormFromNavigation(form.openAdd);
  const { confirm, deleting, confirmDelete } = useConfirmedDelete<AdminResourceFieldsFragment>({
    mutation: AdminDeleteResourceDocument,
    typename: 'Resource',
    areas: ['resources', 'stats'],
    deleted: (resource) => ({ title: 'Resource Deleted', description: `${resource.title} has been removed.` }),
    failed: (_resource, reason) => ({ title: 'Failed to delete resource', description: reason }),
  });

  const resources = data?.resources ?? [];

  return (
    <>
      <PageHeader
        title="Resources"
        subtitle="Travel guides, hotels, attractions, business and events shown on the site."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={form.openAdd}>
            Add Resource
          </Button>
        }
      />
      {loading && !data ? (
        <LoadingState label="Loading resources" />
      ) : error && !data ? (
        isForbidden(error) ? <AccessDenied /> : <ErrorState message="Failed to fetch resources" onRetry={() => void refetch()} />
      ) : resources.length === 0 ? (
        <EmptyState message={NO_RESOURCES} />
      ) : (
        <Grid container spacing={2.5}>
          {resources.map((resource) => (
            <Grid key={resource.id} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
              <ResourceCard resource={resource} onEdit={() => form.openEdit(resource)} onDelete={() => confirm.ask(resource)} />
            </Grid>
          ))}
        </Grid>
      )}
      <FormSheet
        open={form.open}
        title={form.editing ? 'Edit Resource' : 'Add Resource'}
        description={form.editing ? 'Change this resource and save.' : 'A new card on the resources page.'}
        submitLabel={form.editing ? 'Update Resource' : 'Create Resource'}
        submitting={form.formik.isSubmitting}
        submitDisabled={form.uploading}
        onSubmit={form.formik.handleSubmit}
        onClose={form.close}
      >
        <ResourceFields formik={form.formik} onUploadingChange={form.setUploading} />
      </FormSheet>
      <ConfirmDialog open={confirm.open} pending={deleting} onConfirm={confirmDelete} onClose={confirm.close}>
        <PermanentDeleteText kind="resource" name={confirm.target?.title ?? ''} />
      </ConfirmDialog>
      <Box sx={{ height: 8 }} />
    </>
  );
}
