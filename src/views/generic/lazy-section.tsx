import { useId, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';

interface LazySectionProps {
  title: string;
  /** Open when the page opens (the section's content loads with the page). */
  defaultExpanded?: boolean;
  children: ReactNode;
}

/**
 * A card-like section of a show page that mounts its content, and so sends
 * that content's requests, only once it is opened: a record page opens
 * with its own record and one essential list, and history or related
 * records load when the user asks for them.
 */
export function LazySection({
  title,
  defaultExpanded = false,
  children,
}: LazySectionProps) {
  const [isOpen, setOpen] = useState(defaultExpanded);
  // Ids tie the opened content (a region) to its title, so it is announced by name.
  const id = useId();
  return (
    <Accordion
      expanded={isOpen}
      onChange={(_, expanded) => setOpen(expanded)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        id={`${id}-title`}
        aria-controls={`${id}-content`}
        expandIcon={<ExpandMore />}
        sx={{ px: 6, py: 1 }}
      >
        <Typography variant="h6" component="span">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
