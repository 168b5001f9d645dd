package dev.contextrecall.support;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.extension.ResponseDefinitionTransformerV2;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;

/**
 * One stub answering identical concurrent requests in turn: the n-th call gets the n-th response body of the
 * stub's {@code bodies} parameter (the last repeats), as JSON with status 200. Build them with
 * {@link #bodies(ResponseDefinitionBuilder...)}. A counter per stub, so the order of the answers holds even when the
 * calls arrive at once, which WireMock's scenarios do not guarantee.
 */
public class AnswersInTurn implements ResponseDefinitionTransformerV2 {

    public static final String NAME = "answers-in-turn";
    public static final String BODIES = "bodies";

    private final Map<Object, AtomicInteger> calls = new ConcurrentHashMap<>();

    @Override
    public ResponseDefinition transform(ServeEvent serveEvent) {
        var bodies = serveEvent.getResponseDefinition().getTransformerParameters().getList(BODIES);
        int n = calls.computeIfAbsent(serveEvent.getStubMapping().getId(), id -> new AtomicInteger()).getAndIncrement();
        return new ResponseDefinitionBuilder().withStatus(200).withHeader("Content-Type", "application/json")
                .withBody(String.valueOf(bodies.get(Math.min(n, bodies.size() - 1)))).build();
    }

    /** The bodies of these answers, in turn; for {@code aResponse().withTransformerParameter(BODIES, ...)}. */
    public static java.util.List<String> bodies(ResponseDefinitionBuilder... answers) {
        return java.util.Arrays.stream(answers).map(a -> a.build().getBody()).toList();
    }

    /** A response that answers a stub's calls in turn with these answers. */
    public static ResponseDefinitionBuilder inTurn(ResponseDefinitionBuilder... answers) {
        return new ResponseDefinitionBuilder().withTransformers(NAME).withTransformerParameter(BODIES, bodies(answers));
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
