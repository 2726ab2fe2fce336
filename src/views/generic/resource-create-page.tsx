import ResourceFormPage from './resource-form-page';

export default function ResourceCreatePage({
  resourceKey,
}: {
  resourceKey: string;
}) {
  return <ResourceFormPage resourceKey={resourceKey} mode="create" />;
}
