// The registry's field kinds read form text with it too; components import it from here.
export { displayText } from '../../registry/display-text';
