import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useRef } from 'react';
import { InputHelperText, useInput, useRecordContext } from 'react-admin';
import type { Category } from '../../../shared/schemas/category';
import { useFormField } from '../shared/formFields';
import { CategoryIconImage } from './CategoryIconImage';

const LABEL = 'Icon';

/**
 * The category's icon file (`icon_file`): a picker that offers only .svg files, with the
 * current icon shown on the edit screen. The form's validation refuses any other file.
 */
export function SvgIconInput({ creating }: { creating: boolean }) {
  const category = useRecordContext<Category>();
  const isRequired = useFormField('icon_file', LABEL);
  const { field, fieldState, id } = useInput({ source: 'icon_file' });
  const picker = useRef<HTMLInputElement>(null);
  const chosen = field.value instanceof File ? field.value : null;
  const error = fieldState.error?.message;
  const hint = creating ? 'An SVG file.' : 'Choose a file only to replace the current icon.';
  return (
    <FormControl error={Boolean(error)} sx={{ mb: 2 }}>
      <FormLabel htmlFor={id} required={isRequired} sx={{ mb: 1 }}>
        {LABEL}
      </FormLabel>
      {!creating && category?.icon && (
        <Box sx={{ mb: 1 }}>
          <CategoryIconImage category={category} />
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {/* A real button opens the picker: a label styled as one cannot hold the input without
            nesting one control in another, and would not answer Enter or Space. */}
        <Button
          ref={field.ref}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          aria-describedby={`${id}-hint`}
          onClick={() => picker.current?.click()}
        >
          {creating || !category?.icon ? 'Choose SVG file' : 'Replace icon'}
        </Button>
        <Box
          component="input"
          ref={picker}
          id={id}
          name={field.name}
          type="file"
          accept=".svg"
          tabIndex={-1}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const input = event.target as HTMLInputElement;
            field.onChange(input.files?.[0] ?? null);
            field.onBlur();
          }}
          sx={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {chosen ? chosen.name : 'No file chosen'}
        </Typography>
      </Box>
      <FormHelperText id={`${id}-hint`}>
        <InputHelperText error={error} helperText={hint} />
      </FormHelperText>
    </FormControl>
  );
}
