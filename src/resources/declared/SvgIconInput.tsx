import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { InputHelperText, useInput, useRecordContext, useTranslate } from 'react-admin';
import type { SvgIconField } from '../../../shared/resources/declaration';
import { useFormField } from '../shared/formFields';
import { StoredIcon } from './StoredIcon';

/**
 * The chosen file at the size the saved icon is shown (spec 000: 100 px), before saving. It is
 * drawn as an image from an object URL: an SVG shown that way runs no script and reaches no
 * page, unlike its markup put into the page.
 */
function ChosenIconPreview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url) return null;
  return <img src={url} alt={alt} width={100} style={{ display: 'block', height: 'auto' }} />;
}

export interface SvgIconInputProps {
  source: string;
  field: SvgIconField;
  /** The field's label, in the current language. */
  label: string;
  /** The field that names the record, for the current icon's text. */
  recordName: string;
  creating: boolean;
}

/**
 * An SVG icon upload: a picker that offers only .svg files, with the chosen file previewed at
 * 100 px before saving, or else the current icon on the edit screen. The form's validation refuses any other file.
 */
export function SvgIconInput({
  source,
  field: declared,
  label,
  recordName,
  creating,
}: SvgIconInputProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const stored = record?.[declared.key];
  const isRequired = useFormField(source, label);
  const { field, fieldState, id } = useInput({ source });
  const picker = useRef<HTMLInputElement>(null);
  const chosen = field.value instanceof File ? field.value : null;
  const error = fieldState.error?.message;
  const hint = translate(
    creating ? 'console.declared.icon.hint_new' : 'console.declared.icon.hint_replace',
  );
  return (
    <FormControl error={Boolean(error)} sx={{ mb: 2 }}>
      <FormLabel htmlFor={id} required={isRequired} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      {chosen ? (
        <Box sx={{ mb: 1 }}>
          <ChosenIconPreview
            file={chosen}
            alt={translate('console.declared.icon.chosen_alt', { name: chosen.name })}
          />
        </Box>
      ) : (
        !creating &&
        stored && (
          <Box sx={{ mb: 1 }}>
            <StoredIcon icon={stored} name={record?.[recordName]} />
          </Box>
        )
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
          {creating || !stored
            ? translate('console.declared.icon.choose')
            : translate('console.declared.icon.replace', { label: label.toLowerCase() })}
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
          {chosen ? chosen.name : translate('console.declared.icon.none_chosen')}
        </Typography>
      </Box>
      <FormHelperText id={`${id}-hint`}>
        <InputHelperText error={error} helperText={hint} />
      </FormHelperText>
    </FormControl>
  );
}
