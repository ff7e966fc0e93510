import {
  type FixReading,
  FixReadingsSchema,
  type MarkerReading,
  markerReadings,
} from "@haulwise/domain";
import type { ReadingColumn, ReadingColumns } from "../../db/schema.js";

/**
 * A fix's readings (accuracy, altitude, speed, heading…) as the server stores them, all made
 * from the one list in the domain (`FixReadingsSchema`): the history and track columns, their
 * JSON types on PostgreSQL, and the columns the live marker is read from. Nothing here names
 * a reading.
 */

/** Every reading of a fix, in the domain's order. */
export const fixReadings = Object.keys(FixReadingsSchema.shape) as FixReading[];

/** A reading's column: its name in snake_case (`batteryLevel` → `battery_level`). */
export const columnOf = <R extends FixReading>(reading: R) =>
  reading.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as ReadingColumn<R>;

/** Each reading's column with how PostgreSQL reads it back from JSON: readings are numbers. */
export const readingJsonColumns = Object.fromEntries(
  fixReadings.map((reading) => [columnOf(reading), "double precision"]),
) as Record<ReadingColumn, "double precision">;

/** A fix's readings as the columns of a row; a reading the device did not send is null. */
export function readingColumnsOf(
  readings: Partial<Record<FixReading, number | null | undefined>>,
): ReadingColumns {
  return Object.fromEntries(
    fixReadings.map((reading) => [columnOf(reading), readings[reading] ?? null]),
  ) as ReadingColumns;
}

/** Every reading column empty: a stop marker measures nothing. */
export const noReadings: ReadingColumns = readingColumnsOf({});

/** A row's reading columns as a fix's readings. */
export function readingsOfRow(row: ReadingColumns): Record<FixReading, number | null> {
  return Object.fromEntries(
    fixReadings.map((reading) => [reading, row[columnOf(reading)]]),
  ) as Record<FixReading, number | null>;
}

/** The readings a live marker shows, from its row. */
export function markerReadingsOf(
  row: Pick<ReadingColumns, ReadingColumn<MarkerReading>>,
): Record<MarkerReading, number | null> {
  return Object.fromEntries(
    markerReadings.map((reading) => [reading, row[columnOf(reading)]]),
  ) as Record<MarkerReading, number | null>;
}

/** The marker's reading columns in the live reads, which name the track row `dp`. */
export const markerColumnRefs = markerReadings.map(
  (reading) => `dp.${columnOf(reading)}` as `dp.${ReadingColumn<MarkerReading>}`,
);
