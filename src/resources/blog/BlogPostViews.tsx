import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { DataTable, DateField, useRecordContext } from 'react-admin';
import { type BlogPost, blogPostInput } from '../../../shared/schemas/blogPost';
import { validateWith } from '../../../shared/validation';
import { CheckboxInput } from '../shared/CheckboxInput';
import { ContentCreate, ContentEdit } from '../shared/ContentForm';
import { ContentList } from '../shared/ContentList';
import { kindWithIdTexts } from '../shared/contentKind';
import { TextInput } from '../shared/inputs';
import { phoneDetails } from '../shared/ListRecords';
import { publishLabel } from '../shared/PublishStatus';

export const blogPostKind = kindWithIdTexts('blog', 'Blog post');

function PublishedIcon() {
  const post = useRecordContext<BlogPost>();
  if (!post) return null;
  return post.is_published ? (
    <CheckCircleIcon color="success" titleAccess="Published" sx={{ display: 'block' }} />
  ) : (
    <HourglassEmptyIcon color="warning" titleAccess="Pending" sx={{ display: 'block' }} />
  );
}

export function BlogPostList() {
  return (
    <ContentList
      kind={blogPostKind}
      title="Blog Posts List"
      createLabel="New Blog Post"
      phoneRow={{
        primaryText: (post) => post.title,
        secondaryText: (post) =>
          phoneDetails(
            `ID ${post.id}`,
            publishLabel(post),
            new Date(post.created_at).toLocaleString(),
          ),
      }}
    >
      <DataTable.Col source="id" label="ID" disableSort />
      <DataTable.Col source="title" label="Title" disableSort />
      <DataTable.Col label="Published" disableSort>
        <PublishedIcon />
      </DataTable.Col>
      <DataTable.Col source="created_at" label="Created" disableSort>
        <DateField source="created_at" showTime />
      </DataTable.Col>
    </ContentList>
  );
}

const validateBlogPost = (values: Record<string, unknown>) => validateWith(blogPostInput, values);

function BlogPostFields() {
  return (
    <>
      <TextInput source="title" label="Title" />
      <TextInput
        source="body"
        label="Body"
        multiline
        rows={25}
        slotProps={{ htmlInput: { cols: 100 } }}
      />
      <CheckboxInput source="is_published" label="Published" />
    </>
  );
}

export function BlogPostEdit() {
  return (
    <ContentEdit kind={blogPostKind} title="Edit Blog Post" validate={validateBlogPost}>
      <BlogPostFields />
    </ContentEdit>
  );
}

export function BlogPostCreate() {
  return (
    <ContentCreate kind={blogPostKind} title="New Blog Post" validate={validateBlogPost}>
      <BlogPostFields />
    </ContentCreate>
  );
}
