package dev.contextrecall.support;

import static dev.contextrecall.support.JudgeStubs.attributionCall;
import static dev.contextrecall.support.JudgeStubs.extractionCall;
import static dev.contextrecall.support.JudgeStubs.statements;
import static dev.contextrecall.support.JudgeStubs.verdict;
import static dev.contextrecall.support.JudgeStubs.verdicts;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import com.github.tomakehurst.wiremock.WireMockServer;

import io.quarkus.test.common.http.TestHTTPResourceManager;

/**
 * The first judge call after the application starts is slow (class loading, the REST client's first connection,
 * a cold JIT): on a busy machine it can outlast the tests' 2s per-call timeout, and the retry that follows adds a
 * request to whichever test happens to run first. One throwaway evaluation per application start keeps request
 * counts exact whatever the test order. It asks for the LLM judge by name, so that an application configured to
 * judge offline by default warms the LLM path too. {@link JudgeTest} calls it before each test and then resets
 * WireMock; it leaves WireMock reset itself.
 */
public final class WarmUp {

    /** Application starts already warmed, by their HTTP and WireMock addresses (both new on every start). */
    private static final Set<String> WARMED = ConcurrentHashMap.newKeySet();

    private WarmUp() {
    }

    @SuppressWarnings("removal")
    public static void once(WireMockServer judge) {
        if (!WARMED.add(TestHTTPResourceManager.getUri() + " " + judge.baseUrl())) {
            return;
        }
        judge.resetAll();
        judge.stubFor(extractionCall().willReturn(statements(Cases.EIFFEL_STATEMENTS.toArray(String[]::new))));
        judge.stubFor(attributionCall().willReturn(verdicts("Warm-up.",
                verdict(1, "yes", List.of(1), "completed in 1889"),
                verdict(2, "yes", List.of(2), "At 330 metres"),
                verdict(3, "no", List.of(), ""))));
        Api.rest(Cases.with(Cases.eiffel(), "judge", "llm"));
        judge.resetAll();
    }
}
