import type { SearchGridApi } from "solekit";

/** The sort choices as a radio group; `name` keeps two groups on one page apart. */
export function SortOptions({
  grid,
  name,
  onChosen,
}: {
  grid: SearchGridApi;
  name: string;
  onChosen?: () => void;
}) {
  return (
    <ul className="sort-options">
      {grid.sortOptions.map((option) => (
        <li key={option.key}>
          <label>
            <input
              type="radio"
              name={name}
              checked={option.selected}
              onChange={() => {
                grid.setSort(option.sort);
                onChosen?.();
              }}
            />{" "}
            {option.label}
          </label>
        </li>
      ))}
    </ul>
  );
}
