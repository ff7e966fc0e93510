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
    expect(screen.getByRole("checkbox", { name: "Dana Reyes" })).toBeInTheDocument();
    expect(
      screen.getByRole("checkbox", { name: messages.documents.unknownDriver }),
    ).toBeInTheDocument();
    expect(screen.getByText(/up to 20 MB/)).toBeInTheDocument();
  });

  it("keeps Upload disabled until a file and at least one driver are chosen, and sends all the chosen", async () => {
    const { user, onUpload, onOpenChange } = renderDialog();
    expect(uploadButton()).toBeDisabled();
    await user.upload(screen.getByLabelText("File"), pdf());
    expect(uploadButton()).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Dana Reyes" }));
    expect(uploadButton()).toBeEnabled();
    await user.click(screen.getByRole("checkbox", { name: messages.documents.unknownDriver }));
    expect(screen.getByRole("group", { name: /^Drivers.*2 chosen$/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Notes (optional)"), "Gate 2");
    await user.click(uploadButton());
    await waitFor(() => expect(onUpload).toHaveBeenCalled());
    expect(onUpload.mock.calls[0]?.[0]).toMatchObject({
      sendTo: "drivers",
      driverIds: ["d1", "d2"],
      notes: "Gate 2",
    });
    expect(onUpload.mock.calls[0]?.[0].file.name).toBe("ticket.pdf");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("sends to everyone on this job without choosing anyone, and says how many that is", async () => {
    const { user, onUpload } = renderDialog({ onJobCount: 3 });
    await user.upload(screen.getByLabelText("File"), pdf());
    const everyone = screen.getByRole("radio", { name: "Everyone on this job" });
    expect(everyone).toHaveAccessibleDescription("3 drivers are on this job now.");
    await user.click(everyone);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    await user.click(uploadButton());
    await waitFor(() => expect(onUpload).toHaveBeenCalled());
    expect(onUpload.mock.calls[0]?.[0]).toMatchObject({ sendTo: "job" });
  });

  it("keeps Upload disabled for everyone on a job nobody is on, and says why", async () => {
    const { user } = renderDialog({ onJobCount: 0 });
    await user.upload(screen.getByLabelText("File"), pdf());
    await user.click(screen.getByRole("radio", { name: "Everyone on this job" }));
    expect(screen.getByRole("status")).toHaveTextContent(messages.documents.nobodyOnJob);
    expect(uploadButton()).toBeDisabled();
  });

  it("says 'No drivers available' when the company has none", () => {
    renderDialog({ drivers: [] });
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.getByText(messages.documents.noDrivers)).toBeInTheDocument();
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
    await user.click(screen.getByRole("checkbox", { name: "Dana Reyes" }));
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
    await user.click(screen.getByRole("checkbox", { name: "Dana Reyes" }));
    await user.click(uploadButton());
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
