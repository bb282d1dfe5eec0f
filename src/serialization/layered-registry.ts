import { SerializerRegistry, type Serializer } from "./registry.js";

/**
 * A registry that asks `overlay()` first on every lookup, then `base`: custom serializers
 * registered at any time (before a case is serialized) win over the built-in ones. Pure: the
 * overlay is whatever registry the supplier returns, passed in by the caller.
 */
export class LayeredSerializerRegistry extends SerializerRegistry {
  readonly #base: SerializerRegistry;
  readonly #overlay: () => SerializerRegistry;

  constructor(base: SerializerRegistry, overlay: () => SerializerRegistry) {
    super();
    this.#base = base;
    this.#overlay = overlay;
  }

  /** Registers on the base registry (the overlay belongs to its supplier). */
  override register(mediaTypes: string[], fn: Serializer): void {
    this.#base.register(mediaTypes, fn);
  }

  /** The overlay's serializer for the media type, else the base's. */
  override find(mediaType: string): Serializer | undefined {
    return this.#overlay().find(mediaType) ?? this.#base.find(mediaType);
  }

  /** A copy of the base under the same overlay. */
  override clone(): SerializerRegistry {
    return new LayeredSerializerRegistry(this.#base.clone(), this.#overlay);
  }
}
