import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyServerErrors, FRESH } from '@/components/editor-drawer/editor-form.ts';
import { useActionToast } from '@/components/use-action-toast.ts';

/**
 * A tenant's settings form (Admin Settings): the saved settings to start from, checked by the
 * contract's schema. A save resets the form to what the server kept and toasts `saved`; a
 * failed one puts the server's 400 issues on the fields and toasts `saveError`.
 */
export function useSettingsForm<T extends FieldValues>({
  schema,
  current,
  save,
  text,
}: {
  schema: z.ZodType<T>;
  current: T;
  save: { mutateAsync(values: T): Promise<T> };
  text: { saved: string; saveError: string };
}) {
  const toast = useActionToast();
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    defaultValues: current as DefaultValues<T>,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values), FRESH);
      toast(text.saved, { variant: 'success' });
    } catch (error) {
      applyServerErrors(form, error, () => true);
      toast(text.saveError, { variant: 'error' });
    }
  });
  return { form, onSubmit };
}
