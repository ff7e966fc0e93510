import { IMAGE_MAX_BYTES, messages } from "@haulwise/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ImageUpload } from "./image-upload";

beforeAll(() => {
  // jsdom cannot make object URLs; the preview only needs a string.
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

function setup() {
  const onUpload = vi.fn().mockResolvedValue(undefined);
  // applyAccept off: the browser's picker filter is a hint; the check under test is ours.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <ImageUpload
      title="Profile picture"
      description="Shown in the top bar."
      name="Dana Reyes"
      currentSrc={null}
      chooseLabel="Choose picture"
      onUpload={onUpload}
    />,
  );
  return { user, onUpload, input: screen.getByLabelText("Choose picture") };
}

describe("ImageUpload", () => {
  it("shows one generated initials avatar while no image is set", () => {
    setup();
    expect(screen.getAllByRole("img", { name: "Dana Reyes" })).toHaveLength(1);
    expect(screen.getAllByText("DR")).toHaveLength(1);
  });

  it("refuses a file that is not an image", async () => {
    const { user, input, onUpload } = setup();
    await user.upload(input, new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(await screen.findByText(messages.validation.selectImageFile)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("refuses an image of 5 MB or more", async () => {
    const { user, input } = setup();
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES)], "big.png", { type: "image/png" });
    await user.upload(input, big);
    expect(await screen.findByText(messages.validation.imageTooLarge)).toBeInTheDocument();
  });

  it("previews a chosen image, then uploads it", async () => {
    const { user, input, onUpload } = setup();
    const photo = new File(["png"], "me.png", { type: "image/png" });
    await user.upload(input, photo);
    expect(screen.getByText("Preview of me.png")).toBeInTheDocument();
    // One preview of the picture, not the same picture at three sizes.
    expect(screen.getAllByRole("img", { name: "Dana Reyes" })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(onUpload).toHaveBeenCalledWith(photo);
  });
});
