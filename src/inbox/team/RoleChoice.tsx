import { type Role, roles } from '@contract/roles';
import { useTexts } from '@/i18n/texts';
import { inboxTexts } from '../ui/texts';

/** The roles as checkboxes in a fieldset, its problem tied to it. */
export function RoleChoice({
  idPrefix,
  legend,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  legend: string;
  value: Role[];
  onChange: (next: Role[]) => void;
  error?: string;
}) {
  const t = useTexts(inboxTexts);
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {roles.map((role) => (
          <label key={role} className="inline-flex items-center gap-2 py-1">
            <input
              type="checkbox"
              id={`${idPrefix}-${role}`}
              className="h-5 w-5"
              checked={value.includes(role)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? roles.filter((r) => r === role || value.includes(r))
                    : value.filter((r) => r !== role),
                )
              }
            />
            {t.roleNames[role]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
