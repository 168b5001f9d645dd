package dev.contextrecall.api;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

import io.vertx.core.http.HttpServerResponse;

/** Whether an HTTP caller is still waiting: false from the moment its connection closes before the answer. */
final class CallerConnection {

    private CallerConnection() {
    }

    static BooleanSupplier watch(HttpServerResponse response) {
        AtomicBoolean gone = new AtomicBoolean();
        response.closeHandler(closed -> gone.set(true));
        return gone::get;
    }
}
