import { type DeliverySignature, SIGNATURE } from "@haulwise/domain";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useT } from "@/lib/i18n";

type Point = { x: number; y: number };

/**
 * The strokes as a small PNG: drawn again, dark on transparent, on a canvas of the stored size
 * (whatever the screen's), so the image is the same few kilobytes from any phone.
 */
function pngOf(strokes: readonly Point[][], box: { width: number; height: number }): string {
  const canvas = document.createElement("canvas");
  canvas.width = SIGNATURE.width;
  canvas.height = SIGNATURE.height;
  const context = canvas.getContext("2d");
  if (!context) return "";
  const scale = Math.min(SIGNATURE.width / box.width, SIGNATURE.height / box.height);
  context.strokeStyle = "#111827";
  context.lineWidth = 3;
  context.lineCap = "round";
  context.lineJoin = "round";
  for (const stroke of strokes) {
    context.beginPath();
    stroke.forEach((point, index) => {
      const x = point.x * scale;
      const y = point.y * scale;
      if (index === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    });
    if (stroke.length === 1) context.lineTo(stroke[0]!.x * scale + 0.5, stroke[0]!.y * scale);
    context.stroke();
  }
  return canvas.toDataURL("image/png");
}

/**
 * The box the signer draws in with a finger (or a mouse), and their name: a new signature each
 * time it opens (SignatureButton mounts it afresh).
 */
export function SignatureDialog({
  open,
  onOpenChange,
  signerName,
  onSave,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The name the last signature was given, to start from. */
  signerName: string;
  onSave(signature: DeliverySignature): void;
}) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState(signerName);
  const [problem, setProblem] = useState<{ name?: string; pad?: string }>({});
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef(false);

  function pointOf(event: React.PointerEvent<HTMLCanvasElement>): Point {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  function redraw() {
    const element = canvas.current;
    const context = element?.getContext("2d");
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    if (element.width !== Math.round(element.clientWidth * ratio)) {
      element.width = Math.round(element.clientWidth * ratio);
      element.height = Math.round(element.clientHeight * ratio);
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, element.clientWidth, element.clientHeight);
    context.strokeStyle = getComputedStyle(element).color;
    context.lineWidth = 2.5;
    context.lineCap = "round";
    context.lineJoin = "round";
    for (const stroke of strokes.current) {
      context.beginPath();
      stroke.forEach((point, index) => {
        if (index === 0) context.moveTo(point.x, point.y);
        else context.lineTo(point.x, point.y);
      });
      context.stroke();
    }
  }

  function clear() {
    strokes.current = [];
    redraw();
  }

  function save() {
    const element = canvas.current;
    const trimmed = name.trim();
    const next = {
      name: trimmed ? undefined : t("loads.signature.signerNameRequired"),
      pad: strokes.current.length > 0 ? undefined : t("loads.signature.signatureEmpty"),
    };
    setProblem(next);
    if (next.name || next.pad || !element) return;
    onSave({
      signerName: trimmed,
      image: pngOf(strokes.current, { width: element.clientWidth, height: element.clientHeight }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" onOpenAutoFocus={() => requestAnimationFrame(redraw)}>
        <DialogHeader>
          <DialogTitle>{t("loads.signature.signatureTitle")}</DialogTitle>
          <DialogDescription>{t("loads.signature.signatureDescription")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <p id={`${id}-pad-label`} className="text-sm font-medium">
            {t("loads.signature.signHere")}
          </p>
          <canvas
            ref={canvas}
            role="img"
            aria-labelledby={`${id}-pad-label`}
            aria-describedby={problem.pad ? `${id}-pad-error` : undefined}
            className="h-44 w-full touch-none rounded-md border bg-white text-gray-900"
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              drawing.current = true;
              strokes.current.push([pointOf(event)]);
              setProblem((now) => ({ ...now, pad: undefined }));
              redraw();
            }}
            onPointerMove={(event) => {
              if (!drawing.current) return;
              strokes.current.at(-1)?.push(pointOf(event));
              redraw();
            }}
            onPointerUp={() => {
              drawing.current = false;
            }}
            onPointerCancel={() => {
              drawing.current = false;
            }}
          />
          <FieldError id={`${id}-pad-error`} message={problem.pad} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={clear}
          >
            {t("loads.signature.clearSignature")}
          </Button>
        </div>
        <Field id={`${id}-name`} label={t("loads.signature.signerName")} error={problem.name}>
          {(control) => (
            <Input
              {...control}
              value={name}
              autoComplete="name"
              maxLength={SIGNATURE.nameMax}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <DialogFooter>
          <Button type="button" onClick={save}>
            {t("loads.signature.saveSignature")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
