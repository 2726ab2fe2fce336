import './fail-on-console';
