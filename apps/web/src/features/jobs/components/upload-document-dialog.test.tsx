import { messages } from "@haulwise/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeDriverCard } from "@/test/fixtures";
import { renderWithRouter } from "@/test/render";
import { UploadDocumentDialog, type UploadDocumentDialogProps } from "./upload-document-dialog";

const pdf = () => new File(["%PDF-1.4 ticket"], "ticket.pdf", { type: "application/pdf" });

function renderDialog(props: Partial<UploadDocumentDialogProps> = {}) {
  const onUpload = vi.fn().mockResolvedValue({ ok: true });
  const onOpenChange = vi.fn();
  const view = renderWithRouter(
    <UploadDocumentDialog
      open
      onOpenChange={onOpenChange}
      drivers={[
        makeDriverCard({ id: "d1", name: "Dana Reyes" }),
        makeDriverCard({ id: "d2", name: messages.drivers.unnamed }),
      ]}
      onUpload={onUpload}
      {...props}
    />,
  );
  return { ...view, onUpload, onOpenChange };
}

const uploadButton = () => screen.getByRole("button", { name: "Upload Document" });

describe("UploadDocumentDialog", () => {
  it("is titled 'Upload New Document' and names drivers without a name 'Unknown Driver'", () => {
    renderDialog();
    expect(screen.getByRole("dialog", { name: messages.documents.uploadTitle })).toBeVisible();
    expect(screen.getByRole("option", { name: "Dana Reyes" })).toBeInTheDocument();
    expect(
      screen.getByRole("option", { name: messages.documents.unknownDriver }),
    ).toBeInTheDocument();
    expect(screen.getByText(/up to 20 MB/)).toBeInTheDocument();
  });

  it("keeps Upload disabled until both a file and a driver are chosen", async () => {
    const { user, onUpload, onOpenChange } = renderDialog();
    expect(uploadButton()).toBeDisabled();
    await user.upload(screen.getByLabelText("File"), pdf());
    expect(uploadButton()).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Driver"), "d1");
    expect(uploadButton()).toBeEnabled();
    await user.type(screen.getByLabelText("Notes (optional)"), "Gate 2");
    await user.click(uploadButton());
    await waitFor(() => expect(onUpload).toHaveBeenCalled());
    expect(onUpload.mock.calls[0]?.[0]).toMatchObject({ driverId: "d1", notes: "Gate 2" });
    expect(onUpload.mock.calls[0]?.[0].file.name).toBe("ticket.pdf");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says 'No drivers available' when the company has none", () => {
    renderDialog({ drivers: [] });
    const select = screen.getByLabelText("Driver");
    expect(select).toBeDisabled();
    expect(screen.getByRole("option", { name: messages.documents.noDrivers })).toBeInTheDocument();
  });

  it("refuses a file type it does not take and a file over the limit", async () => {
    const { user } = renderDialog();
    const input = screen.getByLabelText("File");
    // The picker's filter can be switched off, so the dialog checks the name itself.
    const exe = new File(["MZ"], "tool.exe", { type: "application/octet-stream" });
    fireEvent.change(input, { target: { files: [exe] } });
    expect(await screen.findByText(messages.documents.unsupportedType)).toBeInTheDocument();
    const huge = new File(["x"], "plan.pdf", { type: "application/pdf" });
    Object.defineProperty(huge, "size", { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText(messages.documents.tooLarge)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Driver"), "d1");
    expect(uploadButton()).toBeDisabled();
  });

  it("reads 'Uploading...' while the upload runs", () => {
    renderDialog({ pending: true });
    expect(screen.getByRole("button", { name: messages.documents.uploading })).toBeDisabled();
  });

  it("shows the server's reason for refusing the file under the file field", async () => {
    const reason = messages.documents.typeMismatch("png");
    const { user, onOpenChange } = renderDialog({
      onUpload: vi.fn().mockResolvedValue({ ok: false, fileError: reason }),
    });
    await user.upload(screen.getByLabelText("File"), pdf());
    await user.selectOptions(screen.getByLabelText("Driver"), "d1");
    await user.click(uploadButton());
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
