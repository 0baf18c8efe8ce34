import { useState } from 'react';
import { PackageSearchIcon } from '@/components/icons';
import { Button, EmptyState } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Drawer } from '@/components/ui/drawer';
import { KitSection } from './kit-section';

/** Dialog, confirm dialog, drawer and the empty state. */
export function KitOverlays() {
  const [dialog, setDialog] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const remove = () => {
    setDeleting(true);
    setTimeout(() => {
      setDeleting(false);
      setConfirm(false);
    }, 1200);
  };
  return (
    <>
      <KitSection title="Dialogs and drawer">
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setDialog(true)}>
            Open dialog
          </Button>
          <Button variant="danger" onClick={() => setConfirm(true)}>
            Delete account
          </Button>
          <Button variant="secondary" onClick={() => setDrawer(true)}>
            Open drawer
          </Button>
        </div>
        <Dialog
          open={dialog}
          onClose={() => setDialog(false)}
          title="Edit address"
          description="Dialogs trap focus; Escape or the backdrop closes them."
          footer={
            <>
              <Button variant="secondary" onClick={() => setDialog(false)}>
                Cancel
              </Button>
              <Button onClick={() => setDialog(false)}>Save</Button>
            </>
          }
        >
          <label className="mt-4 block text-sm font-medium text-gray-800" htmlFor="kit-label">
            Label
          </label>
          <input
            id="kit-label"
            className="mt-1 block h-10 w-full rounded-md border border-gray-300 px-3 text-sm"
          />
        </Dialog>
        <ConfirmDialog
          open={confirm}
          onClose={() => setConfirm(false)}
          onConfirm={remove}
          title="Delete this account?"
          message="The account will be removed from your list."
          confirmText="Delete"
          busy={deleting}
          busyText="Deleting..."
          danger
        />
        <Drawer
          open={drawer}
          onClose={() => setDrawer(false)}
          title="Tracking AWB 1002003001"
          closeLabel="Close tracking"
        >
          <div className="p-4 text-sm text-gray-700 sm:p-6">
            <p>Drawers slide in from the right, up to 720 px wide.</p>
          </div>
        </Drawer>
      </KitSection>
      <KitSection title="Empty state">
        <EmptyState
          icon={PackageSearchIcon}
          title="No shipments yet"
          description="Shipments you create show here, with their tracking."
          action={<Button>Create shipment</Button>}
        />
      </KitSection>
    </>
  );
}
