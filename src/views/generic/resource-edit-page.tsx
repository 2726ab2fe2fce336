import ResourceFormPage from './resource-form-page';

export default function ResourceEditPage({
  resourceKey,
}: {
  resourceKey: string;
}) {
  return <ResourceFormPage resourceKey={resourceKey} mode="edit" />;
}
