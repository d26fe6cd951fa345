export function ExportDialog({
  opened,
  onClose,
  propertyIds,
  onExported,
}: {
  opened: boolean;
  onClose: () => void;
  propertyIds: number[];
  onExported?: () => void;
}) {
  void opened;
  void onClose;
  void propertyIds;
  void onExported;
  return null;
}
