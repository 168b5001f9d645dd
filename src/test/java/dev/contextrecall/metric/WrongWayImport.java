package dev.contextrecall.metric;

import dev.contextrecall.api.ContextRecallResource;

/** A metric-layer class that uses an entry point: what LayeringTest must report. Test code only. */
final class WrongWayImport {

    private WrongWayImport() {
    }

    static Class<?> entryPoint() {
        return ContextRecallResource.class;
    }
}
