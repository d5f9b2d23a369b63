import * as v from "valibot";

/** An interaction recorded on a profile (a measurement, a claim, an assignment…). */
export const profileInteractionSchema = v.object({
  id: v.number(),
  name: v.string(),
  namespace: v.optional(v.string()),
  action: v.optional(v.string()),
  channel: v.optional(v.string()),
  signal: v.optional(v.number()),
  profile_id: v.number(),
  interacted_at: v.string(),
  created_at: v.string(),
  meta: v.optional(v.record(v.string(), v.unknown()), {}),
});

/** An interaction on a profile. */
export type ProfileInteraction = v.InferOutput<typeof profileInteractionSchema>;

/** A shoe measurement recorded for a child (interaction name `Measurement Recorded`). */
export const measurementSchema = v.object({
  ...profileInteractionSchema.entries,
  meta: v.object({
    measurement: v.object({
      size_shoe: v.object({ unit: v.string(), value: v.string() }),
      width_shoe: v.object({ value: v.string() }),
    }),
  }),
});

/** A measurement: shoe size (AU/UK) and width, with when it was taken. */
export type Measurement = v.InferOutput<typeof measurementSchema>;
