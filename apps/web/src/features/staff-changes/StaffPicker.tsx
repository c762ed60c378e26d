import { type PickerProps, pickerFor } from '../../components/resource/pickers.ts';

/** The employee and handover pickers: the `staff` picker the staff feature registers (docs/architecture.md, "Pickers"). */
export function StaffPicker(props: PickerProps) {
  const Registered = pickerFor('staff');
  return Registered ? <Registered {...props} /> : null;
}
