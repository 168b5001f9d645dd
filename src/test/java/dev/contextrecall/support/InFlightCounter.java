package dev.contextrecall.support;

import java.util.concurrent.atomic.AtomicInteger;

import com.github.tomakehurst.wiremock.extension.ResponseDefinitionTransformerV2;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;

/**
 * A WireMock transformer that holds each request it serves for a while and records how many were held at once:
 * the most judge calls that were in flight together. Stubs opt in with withTransformers(NAME).
 */
public class InFlightCounter implements ResponseDefinitionTransformerV2 {

    public static final String NAME = "in-flight";
    /** Long enough that calls started together overlap even on a busy machine; well inside the 2s call timeout. */
    static final long HOLD_MILLIS = 500;

    private static final AtomicInteger CURRENT = new AtomicInteger();
    private static final AtomicInteger MOST = new AtomicInteger();

    public static void reset() {
        MOST.set(0);
    }

    public static int most() {
        return MOST.get();
    }

    @Override
    public ResponseDefinition transform(ServeEvent serveEvent) {
        MOST.accumulateAndGet(CURRENT.incrementAndGet(), Math::max);
        try {
            Thread.sleep(HOLD_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            CURRENT.decrementAndGet();
        }
        return serveEvent.getResponseDefinition();
    }

    @Override
    public boolean applyGlobally() {
        return false;
    }

    @Override
    public String getName() {
        return NAME;
    }
}
