// The fields of a form in context (`<Form {...form}>`): label, control, hint and message (the schema's or the server's) laid out once.
import { type ComponentProps, type ReactElement, type ReactNode, useId } from 'react';
import { type ControllerRenderProps, useFormContext } from 'react-hook-form';
import { type Option, OptionSelect } from '@/components/option-select';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

/** Inputs show '' for the null or undefined of an empty optional value. */
export const inputText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

type FieldProps = { name: string; label: ReactNode; description?: ReactNode; className?: string };

/** A field of the form in context, drawn by `render` from its value and handlers. */
function ContextField({ name, render }: { name: string; render(field: ControllerRenderProps): ReactElement }) {
  const { control } = useFormContext();
  return <FormField control={control} name={name} render={({ field }) => render(field)} />;
}

/** One field: `children` draws the control from the field's value and handlers; `after` sits between it and the hint. */
export function Field({ name, label, description, className, after, children }: FieldProps & { after?: ReactNode; children(field: ControllerRenderProps): ReactNode }) {
  return (
    <ContextField
      name={name}
      render={(field) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{children(field)}</FormControl>
          {after}
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A text input; `suggestions` are offered as the browser's list under the field. */
export function TextField({
  name,
  label,
  description,
  suggestions,
  ...input
}: FieldProps & { suggestions?: readonly Option[] } & Omit<ComponentProps<typeof Input>, 'name'>) {
  const listId = useId();
  return (
    <Field
      name={name}
      label={label}
      description={description}
      after={
        suggestions && (
          <datalist id={listId}>
            {suggestions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </datalist>
        )
      }
    >
      {(field) => <Input autoComplete="off" list={suggestions ? listId : undefined} {...input} {...field} value={inputText(field.value)} />}
    </Field>
  );
}

export function TextareaField({ name, label, description, ...textarea }: FieldProps & Omit<ComponentProps<typeof Textarea>, 'name'>) {
  return (
    <Field name={name} label={label} description={description}>
      {(field) => <Textarea {...textarea} {...field} value={inputText(field.value)} />}
    </Field>
  );
}

/** A choice among `options`; `parse` turns the chosen string into the form's value (an id: `Number`). */
export function SelectField({
  name,
  label,
  description,
  options,
  placeholder,
  parse,
  testId,
}: FieldProps & { options: readonly Option[]; placeholder?: string; parse?(value: string): unknown; testId?: string }) {
  return (
    <Field name={name} label={label} description={description}>
      {(field) => (
        <OptionSelect
          value={inputText(field.value)}
          onChange={(value) => field.onChange(parse ? parse(value) : value)}
          options={options}
          placeholder={placeholder}
          data-testid={testId}
        />
      )}
    </Field>
  );
}

/** A checkbox with its label on the right ('Catégorie active'); a `description` goes under the label, `className` frames the row. */
export function CheckboxField({ name, label, description, className }: { name: string; label: ReactNode; description?: ReactNode; className?: string }) {
  return (
    <ContextField
      name={name}
      render={(field) => (
        <FormItem className={cn('flex flex-row items-center gap-2', className)}>
          <FormControl>
            <Checkbox
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              className={description ? 'mt-0.5' : undefined}
            />
          </FormControl>
          {description ? (
            <div className="grid gap-1">
              <FormLabel className="cursor-pointer">{label}</FormLabel>
              <FormDescription className="text-xs">{description}</FormDescription>
              <FormMessage />
            </div>
          ) : (
            <FormLabel className="font-normal">{label}</FormLabel>
          )}
        </FormItem>
      )}
    />
  );
}

/** An on/off switch with its label on the right, as the payment cards turn a way to pay on or off. */
export function SwitchField({ name, label, className, testId }: { name: string; label: ReactNode; className?: string; testId?: string }) {
  return (
    <ContextField
      name={name}
      render={(field) => (
        <FormItem className={cn('flex flex-row items-center gap-3', className)}>
          <FormControl>
            <Switch checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} data-testid={testId} />
          </FormControl>
          <FormLabel className="font-normal">{label}</FormLabel>
        </FormItem>
      )}
    />
  );
}
