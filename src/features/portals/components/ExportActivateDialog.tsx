export function ExportActivateDialog({
  opened,
  onClose,
  propertyIds,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  propertyIds: number[];
  onDone?: () => void;
}) {
  void opened;
  void onClose;
  void propertyIds;
  void onDone;
  return null;
}
