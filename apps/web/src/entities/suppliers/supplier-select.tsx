import type { Ref } from 'react';
import { SearchSelect } from '@/components/search-select.tsx';
import { getSupplierQueryOptions } from './api/get-supplier.ts';
import { getSupplierSearchQueryOptions } from './api/get-suppliers.ts';

interface SupplierSelectProps {
  value: string;
  onChange(supplierId: string): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Marked required (default); a filter is not. */
  required?: boolean;
}

/**
 * The supplier dropdown: loaded with all=true, page 0, pageSize 100 (D§2.2) and filtered here;
 * past 100 suppliers, typing searches them on the server (q), so none is out of reach.
 */
export function SupplierSelect({ required = true, ...props }: SupplierSelectProps) {
  return (
    <SearchSelect
      {...props}
      search={getSupplierSearchQueryOptions}
      lookup={getSupplierQueryOptions}
      localWhileComplete
      getId={(supplier) => supplier.id}
      getLabel={(supplier) => supplier.name}
      label="Supplier"
      required={required}
    />
  );
}
