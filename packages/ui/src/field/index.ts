export { Field, FIELD_NAME } from './field';
export type { FieldProps } from './field';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { useField } from './use-field';
export type { UseFieldOptions, FieldAria, FieldInputProps } from './use-field';
export { useSteadyWhilePressing } from './press';
export { usePressGuard } from './use-press-guard';
export type { PressGuard } from './use-press-guard';
