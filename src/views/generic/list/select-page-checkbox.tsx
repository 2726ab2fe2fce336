import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

/**
 * The cards' "select all": every card of this page in or out of the
 * selection, as the grid's header box does for its rows; mixed while only
 * some are chosen.
 */
export function SelectPageCheckbox({
  state,
  isDisabled,
  onChange,
}: {
  state: 'all' | 'some' | 'none';
  isDisabled: boolean;
  onChange: (isSelected: boolean) => void;
}) {
  return (
    <FormControlLabel
      label="Select all on this page"
      disabled={isDisabled}
      control={
        <Checkbox
          checked={state === 'all'}
          indeterminate={state === 'some'}
          // A mixed box chooses the rest, as the grid's header box does.
          onChange={() => onChange(state !== 'all')}
        />
      }
      // Its box above the cards' own: the list's inset, the card's border and padding.
      sx={{ ml: '24px', mt: -2, mb: 1 }}
    />
  );
}
